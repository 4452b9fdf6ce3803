import ArchLabWorkbook
import ArchLabTestSupport
import Foundation

/// A two-lesson course written to a temporary folder, laid out like the real one: a lesson
/// without exercise (`01-hello`) and one with (`02-counter`: starter, solution, sealed tests
/// and starter, the starter's shipped copy in `Starters/`).
struct MiniCourse {
    static let starter = "public func count() -> Int {\n    // TODO: return 3\n    0\n}\n"
    static let solution = "public func count() -> Int {\n    3\n}\n"
    static let test = "import Counter\nimport XCTest\n\nfinal class CounterTests: XCTestCase {\n    func testCount() { XCTAssertEqual(count(), 3) }\n}\n"

    let folder: TemporaryFolder
    var checkout: URL { folder.url.appendingPathComponent("ArchLab") }
    var lessons: URL { checkout.appendingPathComponent("Lessons") }

    init() throws {
        folder = try TemporaryFolder(prefix: "workbook-tests")
        for name in ["01-hello", "02-counter"] {
            let text = try String(contentsOf: Fixtures.course.appendingPathComponent("\(name)/lesson.md"), encoding: .utf8)
            try folder.write(text, to: "ArchLab/Lessons/\(name)/lesson.md")
        }
        try folder.write("// the course package\n", to: "ArchLab/Lessons/Package.swift")
        try folder.write(Self.starter, to: "ArchLab/Lessons/02-counter/Exercise/Counter.swift")
        try folder.write(Self.solution, to: "ArchLab/Lessons/02-counter/Solution/Counter.swift")
        try folder.write(Self.test, to: "ArchLab/Lessons/02-counter/Tests/CounterTests.swift")
        try reseal()
    }

    /// Adds a lesson `NN-<id>` with exercise `Module`: a one-step lesson, starter, solution and
    /// a test class `<Module>Tests`, and re-seals the tests.
    func addLesson(number: Int, id: String, module: String) throws {
        let folderName = String(format: "%02d-%@", number, id)
        try folder.write("---\nid: \(id)\ntitle: \(module) lesson\ntime: 5\nexercise: \(module)\n---\n\n# \(module)\n\n## Step 1: Do it\n\n```archlab\ncheck\n```\n\n<!-- check: exercise passes -->\n",
                         to: "ArchLab/Lessons/\(folderName)/lesson.md")
        try folder.write("public func value() -> Int { 0 } // TODO\n", to: "ArchLab/Lessons/\(folderName)/Exercise/\(module).swift")
        try folder.write("public func value() -> Int { \(number) }\n", to: "ArchLab/Lessons/\(folderName)/Solution/\(module).swift")
        try folder.write("import \(module)\nimport XCTest\n\nfinal class \(module)Tests: XCTestCase {\n    func testValue() { XCTAssertEqual(value(), \(number)) }\n}\n",
                         to: "ArchLab/Lessons/\(folderName)/Tests/\(module)Tests.swift")
        try reseal()
    }

    /// Rewrites `tests.sha256` from the sealed files present (tests, references, mutants and
    /// the starters in `Exercise/`) and copies the starters to `Starters/`, as
    /// `scripts/seal-tests` does.
    func reseal() throws {
        var lines: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: lessons.path).sorted() where name.first?.isNumber == true {
            for sealed in TestManifest.sealedFolders + [TestManifest.starterFolder] {
                let root = lessons.appendingPathComponent(name).appendingPathComponent(sealed)
                let enumerator = FileManager.default.enumerator(atPath: root.path)
                var files: [String] = []
                while let path = enumerator?.nextObject() as? String {
                    var isDirectory: ObjCBool = false
                    if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                        files.append(path)
                    }
                }
                for file in files.sorted() {
                    let data = try Data(contentsOf: root.appendingPathComponent(file))
                    lines.append("\(SHA256.hexDigest(data))  \(name)/\(sealed)/\(file)")
                    if sealed == TestManifest.starterFolder {
                        try folder.write(String(decoding: data, as: UTF8.self), to: "ArchLab/Lessons/\(Course.startersFolder)/\(name)/\(file)")
                    }
                }
            }
        }
        try folder.write(lines.map { $0 + "\n" }.joined(), to: "ArchLab/Lessons/\(TestManifest.fileName)")
    }

    func course() throws -> Course { try Course.load(from: lessons) }

    /// A fresh workspace in `name` (no git).
    func workspace(_ name: String = "work") throws -> Workspace {
        try Workspace.create(at: folder.url.appendingPathComponent(name), course: course(), courseRevision: "abc123").workspace
    }

    func remove() { folder.remove() }
}

/// Answers `swift build` and `swift test` from queues, in order (the last answer repeats),
/// and records each call's arguments.
final class SequenceRunner: CommandRunner, @unchecked Sendable { // queues and calls are guarded by `lock`
    private let lock = NSLock()
    private var builds: [CommandOutput]
    private var tests: [CommandOutput]
    private var recorded: [[String]] = []

    init(builds: [CommandOutput], tests: [CommandOutput]) {
        self.builds = builds
        self.tests = tests
    }

    var calls: [[String]] { lock.withLock { recorded } }

    func run(_ arguments: [String], in directory: URL, environment: [String: String], timeout: Double) -> CommandOutput {
        lock.withLock {
            recorded.append(arguments)
            if arguments.dropFirst().first == "build" { return builds.count > 1 ? builds.removeFirst() : builds[0] }
            return tests.count > 1 ? tests.removeFirst() : tests[0]
        }
    }
}

/// Answers each command from a table keyed by its first two words (`git commit`, `swift build`)
/// and records every call with the folder it ran in.
final class ScriptedRunner: CommandRunner, @unchecked Sendable { // recorded calls are guarded by `lock`
    struct Call: Equatable {
        var arguments: [String]
        var directory: String
    }

    private let lock = NSLock()
    private var recorded: [Call] = []
    private let answers: [String: CommandOutput]
    private let otherwise: CommandOutput

    init(_ answers: [String: CommandOutput], otherwise: CommandOutput = CommandOutput(status: 0, stdout: "", stderr: "")) {
        self.answers = answers
        self.otherwise = otherwise
    }

    var calls: [Call] { lock.withLock { recorded } }

    func run(_ arguments: [String], in directory: URL, environment: [String: String], timeout: Double) -> CommandOutput {
        lock.withLock { recorded.append(Call(arguments: arguments, directory: directory.standardizedFileURL.path)) }
        let key = arguments.filter { !$0.hasPrefix("-") && !$0.contains("=") }.prefix(2).joined(separator: " ")
        return answers[key] ?? otherwise
    }
}
