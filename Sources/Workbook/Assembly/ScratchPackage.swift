import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A generated SwiftPM package in a course-owned folder that builds library sources taken
/// from one place against test files taken from another: the one way ArchLab builds code it
/// does not trust (a test-writing lesson's seeded bugs are compiled beside it with the very
/// commands SwiftPM ran for it, see `VariantBuild`).
///
/// `check` and `grade` fill it with a workspace's exercise sources and the course's sealed
/// tests; a test-writing exercise fills it the other way round (the learner's tests against
/// the reference's code). Only the files named in `targets` are copied in; nothing else
/// from either place is read, so a submission's `Package.swift`, tests or seal never reach the
/// build. Files are copied only when their bytes changed, so SwiftPM rebuilds only what did.
public struct ScratchPackage: Equatable, Sendable {
    /// What every assembled library may import: the course's libraries, as the course's own
    /// `Lessons/Package.swift` gives its exercises.
    public static let courseLibraries = ["Rx", "RIBs", "CleanSwift", "HeadlessUI",
                                         "SampleTitle", "SampleLabelEditor", "SampleOrders", "SampleTodo", "SampleTicTacToe"]

    /// One library target (`module`) and its test target (`<module>Tests`).
    public struct Target: Equatable, Sendable {
        public var module: String
        /// Path inside the library's folder → the file to copy there.
        public var sources: [String: URL]
        /// Path inside the test target's folder → the file to copy there.
        public var tests: [String: URL]
        /// The library's files are written pinned to their path in the package (`SourcePin`):
        /// the code under test of a test-writing lesson, whose seeded bugs are compiled from
        /// other folders with the same pin (see `VariantBuild`).
        public var pinsSourcePaths: Bool

        public init(module: String, sources: [String: URL], tests: [String: URL], pinsSourcePaths: Bool = false) {
            self.module = module
            self.sources = sources
            self.tests = tests
            self.pinsSourcePaths = pinsSourcePaths
        }

        public var testModule: String { module + "Tests" }

        /// The XCTest classes the test files declare (`final class NameTests: XCTestCase`).
        public var xcTestClasses: [String] {
            tests.values.flatMap { url in
                ScratchPackage.xcTestClasses(in: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
            }.sorted()
        }
    }

    /// The classes declared as `class Name: XCTestCase` in Swift source text.
    static func xcTestClasses(in text: String) -> [String] {
        TextLines.split(text).compactMap { line in
            let words = line.replacingOccurrences(of: ":", with: " : ").split(whereSeparator: \.isWhitespace)
            guard let index = words.firstIndex(of: "class"), index + 3 < words.count, words[index + 2] == ":",
                  words[index + 3].hasPrefix("XCTestCase") else { return nil }
            return String(words[index + 1])
        }
    }

    /// The package folder; it belongs to the course, never to a submission.
    public var directory: URL
    /// The ArchLab checkout (the root package) whose libraries the targets import.
    public var courseRoot: URL
    public var targets: [Target]
    /// SwiftPM's build folder (`--scratch-path`). Packages that share one reuse each other's
    /// compiled course libraries: only the assembled targets are compiled again. The course's
    /// own `Lessons/.build` is the usual choice (see `ExerciseChecker.sharedBuildDirectory`).
    public var buildDirectory: URL
    /// The package's name; packages sharing a build folder need different names, so that each
    /// keeps its own test bundle (`<name>PackageTests.xctest`) and test discovery.
    public var name: String

    public init(name: String = "ArchLabScratch", directory: URL, courseRoot: URL, targets: [Target], buildDirectory: URL? = nil) {
        self.name = name
        self.directory = directory.standardizedFileURL
        self.courseRoot = courseRoot.standardizedFileURL
        self.targets = targets
        self.buildDirectory = (buildDirectory ?? directory.appendingPathComponent(".build")).standardizedFileURL
    }

    /// `swift build` of the package, tests included.
    public var buildCommand: [String] { ["swift", "build", "--build-tests", "--scratch-path", buildDirectory.path] }

    /// The environment `buildCommand` runs with: `PWD` names the package's folder, as a shell
    /// in it would. SwiftPM plans a build folder's work once and plans again only when the
    /// previous root package's files, the build parameters or the environment changed, so
    /// packages sharing a build folder (a `check`'s and a `grade`'s) would otherwise reuse each
    /// other's plan and build nothing (seen with Swift 6.3.1: a `grade` after a `check` ran
    /// the bundle of an earlier grade).
    public var buildEnvironment: [String: String] { ["PWD": directory.path] }

    /// `swift test` of the built package, limited to the tests matching `filter`.
    public func swiftTestCommand(filter: String) -> [String] {
        ["swift", "test", "--skip-build", "--scratch-path", buildDirectory.path, "--filter", filter]
    }

    /// The generated `Package.swift`: fixed text, no environment, so SwiftPM caches it.
    public var manifest: String {
        // A path dependency's identity is its folder's name (ArchLab, main, a worktree...).
        let identity = courseRoot.lastPathComponent
        let libraries = Self.courseLibraries.map { ".product(name: \(literal($0)), package: \(literal(identity)))" }
        // The grader's observer in the test process: verdicts come from it (`SealedTestRun`).
        let testing = ".product(name: \"RxTesting\", package: \(literal(identity))), .product(name: \"ArchLabTestHarness\", package: \(literal(identity)))"
        var lines = [
            "// swift-tools-version:6.0",
            "// Generated by archlab for one build; edits are overwritten.",
            "import PackageDescription",
            "",
            "let libraries: [Target.Dependency] = [\(libraries.joined(separator: ", "))]",
            "",
            "let package = Package(",
            "    name: \(literal(name)),",
            "    platforms: [.macOS(.v15)],",
            "    dependencies: [.package(path: \(literal(courseRoot.path)))],",
            "    targets: [",
        ]
        for target in targets.sorted(by: { $0.module < $1.module }) {
            lines.append("        .target(name: \(literal(target.module)), dependencies: libraries, path: \(literal("Sources/\(target.module)"))),")
            lines.append("        .testTarget(name: \(literal(target.testModule)), dependencies: [.target(name: \(literal(target.module))), \(testing)] + libraries, path: \(literal("Tests/\(target.testModule)"))),")
        }
        lines += ["    ],", "    swiftLanguageModes: [.v6]", ")", ""]
        return lines.joined(separator: "\n")
    }

    /// The built test bundle, when it can be run directly (`RunnableTestBundle`); nil elsewhere
    /// or before the build, where `swift test` runs the tests.
    public var testBundle: URL? {
        RunnableTestBundle.of(package: name, buildDirectory: buildDirectory)
    }

    /// Where sealed test runs of this package's bundles keep their report folders: beside the
    /// package, in the course's scratch folder (`SealedTestRun.runsFolder`).
    public var runsFolder: URL { directory.deletingLastPathComponent().appendingPathComponent("runs") }

    /// The sandbox of a build of this package: the course's package files and sources read
    /// only, this package's folder and its build folder writable, nothing else of the
    /// machine but the system and the toolchain (see `Sandbox`).
    public var buildSpec: SandboxSpec {
        let course = courseRoot.path
        let mounts = ["Package.swift", "Package.resolved", "Sources", "Tests"].map { SandboxSpec.Mount("\(course)/\($0)") }
            + [SandboxSpec.Mount(directory.path, writable: true), SandboxSpec.Mount(buildDirectory.path, writable: true)]
        return SandboxSpec(mounts: mounts, workingDirectory: directory.path,
                           environment: ["HOME": buildDirectory.appendingPathComponent("sandbox-home").path])
    }

    /// The command that runs the tests of the built package whose XCTest classes are named
    /// (`Module.Class`), or nil when `swift test` must do it.
    ///
    /// Where the test bundle can be run directly (`RunnableTestBundle`), it is given the classes,
    /// comma-separated. Elsewhere, or when no class is known, `swift test` runs them.
    public func directTestCommand(classes: [String]) -> [String]? {
        guard !classes.isEmpty, let bundle = testBundle else { return nil }
        return [bundle.path, classes.joined(separator: ",")]
    }

    /// The target whose copied sources or tests hold `file` (a path inside `directory`, as
    /// the compiler names it), or nil for a file outside every target.
    public func target(owning file: String) -> Target? {
        targets.first { target in
            ["Sources/\(target.module)/", "Tests/\(target.testModule)/"].contains { file.hasPrefix(directory.appendingPathComponent($0).path + "/") }
        }
    }

    /// Every file the package should hold (relative to `directory`) → where its bytes come from.
    var plan: [String: URL] {
        var plan: [String: URL] = [:]
        for target in targets {
            for (path, url) in target.sources { plan["Sources/\(target.module)/\(path)"] = url }
            for (path, url) in target.tests { plan["Tests/\(target.testModule)/\(path)"] = url }
        }
        return plan
    }

    /// Runs `body` holding an exclusive lock on this package's build folder (`flock` on
    /// `archlab.lock` inside it). Every package sharing that folder (a shell's `check`, a
    /// `watch`, a `grade`, a roster worker) writes its files, builds and runs its test bundle
    /// under it, so none overwrites another's bundle between its build and its test run.
    /// Waits for the other to finish. Never nest two calls in one process.
    public func exclusively<T>(_ body: () -> T) -> T {
        Self.exclusively(buildDirectory: buildDirectory, body)
    }

    /// Runs `body` holding the lock of `buildDirectory` that `exclusively` takes: the checkout's
    /// own builds of `Lessons/` (a `check`, a background warm-up) take it too, since they share
    /// `Lessons/.build` with the scratch packages and each other.
    public static func exclusively<T>(buildDirectory: URL, _ body: () -> T) -> T {
        try? FileManager.default.createDirectory(at: buildDirectory, withIntermediateDirectories: true)
        let lockPath = buildDirectory.appendingPathComponent("archlab.lock").path
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return body()
    }

    /// Writes the package: `Package.swift`, then each planned file whose bytes changed; files
    /// left from an earlier assembly are removed. Returns the paths written.
    @discardableResult
    public func write() throws(AssemblyError) -> [String] {
        var written: [String] = []
        if try replaceIfChanged("Package.swift", with: Data(manifest.utf8)) { written.append("Package.swift") }
        let plan = self.plan
        let pinned = targets.filter(\.pinsSourcePaths).map { "Sources/\($0.module)/" }
        for (path, source) in plan.sorted(by: { $0.key < $1.key }) {
            guard let data = FileManager.default.contents(atPath: source.path) else {
                throw AssemblyError("cannot read \(source.path)")
            }
            let pin = pinned.contains { path.hasPrefix($0) }
            if try replaceIfChanged(path, with: pin ? SourcePin.pinned(data, at: directory.appendingPathComponent(path).path) : data) { written.append(path) }
        }
        for folder in ["Sources", "Tests"] {
            let base = directory.appendingPathComponent(folder)
            for (path, url) in SourceFiles.regularFiles(under: base) where plan["\(folder)/\(path)"] == nil {
                try? FileManager.default.removeItem(at: url)
            }
            let planned = Set(plan.keys.compactMap { $0.split(separator: "/").dropFirst().first.map(String.init) })
            for name in (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? [] where !planned.contains(name) {
                try? FileManager.default.removeItem(at: base.appendingPathComponent(name))
            }
        }
        return written
    }

    private func replaceIfChanged(_ path: String, with data: Data) throws(AssemblyError) -> Bool {
        let url = directory.appendingPathComponent(path)
        if FileManager.default.contents(atPath: url.path) == data { return false }
        do { try AtomicFile.write(data, to: url) } catch { throw AssemblyError("cannot write \(url.path): \(error)") }
        return true
    }

    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// A scratch package could not be written; `description` names the file.
public struct AssemblyError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
