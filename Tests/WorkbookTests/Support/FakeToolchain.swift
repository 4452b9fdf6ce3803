import ArchLabWorkbook
import Foundation
import Synchronization

/// Plays SwiftPM and the Swift compiler for test-writing checks and grades, compiling nothing:
///
/// - `swift build --build-tests --scratch-path B`, run in a scratch package, answers from
///   `builds` (a queue; the last answer repeats) and, when it succeeds, leaves in `B` what
///   `VariantBuild` reads of SwiftPM's work: `debug.yaml` with a compile and a wrap command per
///   module (each library of the package and its tests), their source lists and output file
///   maps, the test bundle's link and its object list, the module files and an executable bundle;
/// - a `swiftc` command writes the files it names. A module file holds its "interface": the
///   lines of its sources that mention `interface`, so a bug changes it only when it says so;
///   a test module does not compile against a library whose interface says `breaks the tests`;
/// - a test bundle's run is answered from `tests` by variant: `reference` for the bundle
///   SwiftPM linked, else the name of the bug's folder the bundle was linked in. The bundle
///   SwiftPM linked and a `swift test` run (no manifest, see `writesManifest`) by the first of
///   `markers` found in the package's library sources, else `reference`.
final class FakeToolchain: CommandRunner {
    struct Call: Equatable {
        var arguments: [String]
        var directory: String
        var environment: [String: String]
    }

    private let builds: Mutex<[CommandOutput]>
    let tests: [String: CommandOutput]
    let markers: [String: String]
    /// False: `swift build` leaves no manifest, as a SwiftPM of another kind might.
    let writesManifest: Bool
    /// The bugs whose direct link fails (as a link missing a library would).
    let failsLink: Set<String>
    private let recorded = Mutex<[Call]>([])
    private let ran = Mutex<[String]>([])
    /// The test classes (`Module.Class`) of the package last built, for listings.
    private let testClasses = Mutex<[String]>([])
    /// The package `swift build` last built: what the bundle SwiftPM linked was built from.
    private let lastBuilt = Mutex<String?>(nil)

    /// `Module.Class` for each `class Name: XCTestCase` in the files of `tests/Module/`.
    private static func testClasses(in tests: URL) -> [String] {
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []
        return modules.sorted().flatMap { module -> [String] in
            let folder = tests.appendingPathComponent(module)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return files.sorted().flatMap { file -> [String] in
                let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
                return text.split(separator: "\n").compactMap { line -> String? in
                    guard let range = line.range(of: "class "), line.contains(": XCTestCase") else { return nil }
                    let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    return name.isEmpty ? nil : "\(module).\(name)"
                }
            }
        }
    }

    init(builds: [CommandOutput] = [CommandOutput(status: 0, stdout: "Build complete!\n", stderr: "", seconds: 2)],
         tests: [String: CommandOutput], markers: [String: String] = [:], writesManifest: Bool = true, failsLink: Set<String> = []) {
        self.failsLink = failsLink
        self.builds = Mutex(builds)
        self.tests = tests
        self.markers = markers
        self.writesManifest = writesManifest
    }

    var calls: [Call] { recorded.withLock { $0 } }
    /// The `swift build` calls.
    var packageBuilds: [Call] { calls.filter { $0.arguments.prefix(2) == ["swift", "build"] } }
    /// The `swiftc` calls.
    var compilerCalls: [Call] { calls.filter { $0.arguments.first == "swiftc" } }
    /// The test runs, in the order they started.
    var testRuns: [Call] {
        calls.filter { ($0.arguments.first?.hasSuffix(".xctest") == true && $0.arguments.dropFirst().first != "--list-tests") || $0.arguments.prefix(2) == ["swift", "test"] }
    }
    /// The variant each test run ran, in the order they started.
    var variantsRun: [String] { ran.withLock { $0 } }

    func run(_ arguments: [String], in directory: URL, environment: [String: String], timeout: Double) -> CommandOutput {
        let call = Call(arguments: arguments, directory: directory.standardizedFileURL.path, environment: environment)
        recorded.withLock { $0.append(call) }
        if arguments.prefix(2) == ["swift", "build"] {
            let output = builds.withLock { queue in queue.count > 1 ? queue.removeFirst() : queue[0] }
            testClasses.withLock { $0 = Self.testClasses(in: directory.appendingPathComponent("Tests")) }
            lastBuilt.withLock { $0 = call.directory }
            if output.status == 0, writesManifest, let build = arguments.fakeValue(after: "--scratch-path") {
                writeBuild(of: directory, into: URL(fileURLWithPath: build))
            }
            return output
        }
        if arguments.first == "swiftc" { return compile(arguments) }
        let variant = variant(of: call)
        let canned = tests[variant] ?? CommandOutput(status: 1, stdout: "", stderr: "no canned output for \(variant)")
        // A sealed run (the bundle is executable): answer as the harness in it would.
        if arguments.dropFirst().first == "--list-tests" {
            return canned.cancelled ? canned : HarnessEmulation.listing(of: canned, classes: testClasses.withLock { $0 })
        }
        if environment["ARCHLAB_VERDICTS"] != nil {
            ran.withLock { $0.append(variant) }
            return HarnessEmulation.run(arguments, environment: environment, canned: canned)
        }
        ran.withLock { $0.append(variant) }
        return tests[variant] ?? CommandOutput(status: 1, stdout: "", stderr: "no canned output for \(variant)")
    }

    private func variant(of call: Call) -> String {
        if let bundle = call.arguments.first, bundle.hasSuffix(".xctest") {
            let folder = URL(fileURLWithPath: bundle).deletingLastPathComponent()
            if bundle.contains("/archlab-variants/") { return folder.lastPathComponent }
        }
        let package = call.arguments.first?.hasSuffix(".xctest") == true ? lastBuilt.withLock { $0 } ?? call.directory : call.directory
        let sources = URL(fileURLWithPath: package).appendingPathComponent("Sources")
        let text = FileManager.default.subpaths(atPath: sources.path)?.sorted().compactMap {
            FileManager.default.contents(atPath: sources.appendingPathComponent($0).path).map { String(decoding: $0, as: UTF8.self) }
        }.joined() ?? ""
        return markers.sorted { $0.key < $1.key }.first { text.contains($0.key) }?.value ?? "reference"
    }

    // MARK: swiftc

    private func compile(_ arguments: [String]) -> CommandOutput {
        if let module = arguments.fakeValue(after: "-emit-module-path"), let list = arguments.first(where: { $0.hasPrefix("@") }) {
            let sources = lines(of: String(list.dropFirst()))
            let name = arguments.fakeValue(after: "-module-name") ?? ""
            if name.hasSuffix("Tests") {
                let library = String(name.dropLast("Tests".count)) + ".swiftmodule"
                let searched = arguments.indices.filter { arguments[$0] == "-I" && $0 + 1 < arguments.count }.map { arguments[$0 + 1] }
                let imported = searched.lazy.compactMap { FileManager.default.contents(atPath: "\($0)/\(library)") }.first
                if let imported, String(decoding: imported, as: UTF8.self).contains("breaks the tests") {
                    return CommandOutput(status: 1, stdout: "", stderr: "\(sources[0]):4:9: error: value of type 'Presenter' has no member 'rows'\n", seconds: 1)
                }
            }
            write(Self.interface(of: sources), to: module)
            if let map = arguments.fakeValue(after: "-output-file-map"), let data = FileManager.default.contents(atPath: map),
               let entries = try? JSONDecoder().decode([String: [String: String]].self, from: data) {
                for object in entries.values.compactMap({ $0["object"] }) { write("object", to: object) }
            }
        } else if let output = arguments.fakeValue(after: "-o") {
            let folder = URL(fileURLWithPath: output).deletingLastPathComponent().lastPathComponent
            if output.hasSuffix(".xctest"), output.contains("/archlab-variants/"), failsLink.contains(folder) {
                return CommandOutput(status: 1, stdout: "", stderr: "App.swift:35: error: undefined reference to '$s20FoundationEssentials3URLV4pathSSvg'\n", seconds: 0.5)
            }
            write("#!/bin/sh\n", to: output, executable: output.hasSuffix(".xctest"))
        }
        return CommandOutput(status: 0, stdout: "", stderr: "", seconds: 0.5)
    }

    private static func interface(of sources: [String]) -> String {
        sources.flatMap { path in
            (FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? "")
                .split(separator: "\n").filter { $0.contains("interface") }.map(String.init)
        }.joined(separator: "\n")
    }

    // MARK: swift build

    /// Writes what SwiftPM leaves in `build` after building the package in `scratch`.
    private func writeBuild(of scratch: URL, into build: URL) {
        let debug = build.appendingPathComponent("debug").path
        let manifest = (try? String(contentsOf: scratch.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        let name = manifest.components(separatedBy: "Package(").last?.components(separatedBy: "name: \"").dropFirst().first?.components(separatedBy: "\"").first ?? "ArchLabScratch"
        let libraries = ((try? FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("Sources").path)) ?? []).sorted()
        var commands: [(name: String, inputs: [String], arguments: [String])] = []
        var objects: [String] = []
        for module in libraries.flatMap({ [$0, $0 + "Tests"] }) {
            let folder = scratch.appendingPathComponent(module.hasSuffix("Tests") ? "Tests/\(module)" : "Sources/\(module)")
            let sources = (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
                .map { folder.appendingPathComponent($0).path }
            let buildFolder = "\(debug)/\(module).build"
            let map = Dictionary(uniqueKeysWithValues: sources.map { source -> (String, [String: String]) in
                let file = (source as NSString).lastPathComponent
                return (source, ["object": "\(buildFolder)/\(file).o", "swift-dependencies": "\(buildFolder)/\(file).swiftdeps"])
            }).merging(["": ["swift-dependencies": "\(buildFolder)/primary.swiftdeps"]]) { $1 }
            write(String(decoding: (try? JSONEncoder().encode(map)) ?? Data(), as: UTF8.self), to: "\(buildFolder)/output-file-map.json")
            write(sources.joined(separator: "\n") + "\n", to: "\(buildFolder)/sources")
            let modulePath = "\(debug)/Modules/\(module).swiftmodule"
            write(Self.interface(of: sources), to: modulePath)
            for object in map.values.compactMap({ $0["object"] }) { write("object", to: object) }
            objects += map.values.compactMap { $0["object"] }.sorted() + ["\(buildFolder)/\(module).swiftmodule.o"]
            let imports = module.hasSuffix("Tests") ? ["\(debug)/Modules/\(module.dropLast(5)).swiftmodule"] : []
            commands.append(("C.\(module)-debug.module", sources + imports + ["\(buildFolder)/sources"],
                             ["swiftc", "-module-name", module, "-emit-dependencies", "-emit-module", "-emit-module-path", modulePath,
                              "-output-file-map", "\(buildFolder)/output-file-map.json", "-parse-as-library", "-incremental", "-c", "@\(buildFolder)/sources",
                              "-I", "\(debug)/Modules", "-index-store-path", "\(debug)/index/store", "-parseable-output", "-emit-objc-header",
                              "-emit-objc-header-path", "\(buildFolder)/include/\(module)-Swift.h", "-g"]))
            commands.append(("\(buildFolder)/\(module).swiftmodule.o", [modulePath],
                             ["swiftc", "-modulewrap", modulePath, "-o", "\(buildFolder)/\(module).swiftmodule.o"]))
            write("wrapped", to: "\(buildFolder)/\(module).swiftmodule.o")
        }
        objects.append("\(debug)/\(name)PackageDiscoveredTests.build/all-discovered-tests.swift.o")
        write("object", to: objects.last!)
        let list = "\(debug)/\(name)PackageTests.product/Objects.LinkFileList"
        write(objects.joined(separator: "\n") + "\n", to: list)
        commands.append(("C.\(name)PackageTests-debug.test", objects,
                         ["swiftc", "-L", debug, "-o", "\(debug)/\(name)PackageTests.xctest", "-module-name", "\(name)PackageTests", "-emit-executable", "@\(list)", "-g"]))
        write("#!/bin/sh\n", to: "\(debug)/\(name)PackageTests.xctest", executable: true)

        let json = { (list: [String]) in String(decoding: (try? JSONEncoder().encode(list)) ?? Data(), as: UTF8.self) }
        var yaml = "client:\n  name: basic\ntools: {}\ntargets:\n  \"test\": [\"<test>\"]\ndefault: \"test\"\nnodes:\n  \"\(scratch.path)/Sources/\":\n    is-directory-structure: true\ncommands:\n"
        for command in commands {
            yaml += "  \"\(command.name)\":\n    tool: shell\n    inputs: \(json(command.inputs))\n    outputs: []\n    description: \"step\"\n    args: \(json(command.arguments))\n\n"
        }
        write(yaml, to: build.appendingPathComponent("debug.yaml").path)
    }

    private func lines(of path: String) -> [String] {
        (FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? "").split(separator: "\n").map(String.init)
    }

    private func write(_ text: String, to path: String, executable: Bool = false) {
        let url = URL(fileURLWithPath: path)
        guard FileManager.default.contents(atPath: path) != Data(text.utf8) else { return } // as the compiler leaves an unchanged output
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url)
        if executable { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path) }
    }
}

private extension Array where Element == String {
    /// The argument after the first `option`, or nil.
    func fakeValue(after option: String) -> String? {
        guard let index = firstIndex(of: option), index + 1 < count else { return nil }
        return self[index + 1]
    }
}
