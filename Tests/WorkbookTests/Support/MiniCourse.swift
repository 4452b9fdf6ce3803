import ArchLabWorkbook
import Foundation

/// A two-lesson course written to a temporary folder, laid out like the real one: a lesson
/// without exercise (`01-hello`) and one with (`02-counter`: starter, solution, sealed tests).
struct MiniCourse {
    static let starter = "public func count() -> Int {\n    // TODO: return 3\n    0\n}\n"
    static let solution = "public func count() -> Int {\n    3\n}\n"
    static let test = "import Counter\nimport XCTest\n\nfinal class CounterTests: XCTestCase {\n    func testCount() { XCTAssertEqual(count(), 3) }\n}\n"

    let folder: TemporaryDirectory
    var checkout: URL { folder.url.appendingPathComponent("ArchLab") }
    var lessons: URL { checkout.appendingPathComponent("Lessons") }

    init() throws {
        folder = try TemporaryDirectory()
        for name in ["01-hello", "02-counter"] {
            let text = try String(contentsOf: Fixtures.course.appendingPathComponent("\(name)/lesson.md"), encoding: .utf8)
            try folder.write(text, to: "ArchLab/Lessons/\(name)/lesson.md")
        }
        try folder.write("// the course package\n", to: "ArchLab/Lessons/Package.swift")
        try folder.write(Self.starter, to: "ArchLab/Lessons/02-counter/Exercise/Counter.swift")
        try folder.write(Self.solution, to: "ArchLab/Lessons/02-counter/Solution/Counter.swift")
        try folder.write(Self.test, to: "ArchLab/Lessons/02-counter/Tests/CounterTests.swift")
        try folder.write("\(SHA256.hexDigest(Array(Self.test.utf8)))  02-counter/Tests/CounterTests.swift\n",
                         to: "ArchLab/Lessons/\(TestManifest.fileName)")
    }

    func course() throws -> Course { try Course.load(from: lessons) }

    /// A fresh workspace in `name` (no git).
    func workspace(_ name: String = "work") throws -> Workspace {
        try Workspace.create(at: folder.url.appendingPathComponent(name), course: course(), courseRevision: "abc123").workspace
    }

    func remove() { folder.remove() }
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
