import ArchLabTestSupport
import ArchLabWorkbook
import Foundation

/// A three-lesson course for shell tests of exercises and workspaces: `tour` (no exercise),
/// `counter` (a code exercise, `Counter.swift`) and `spec` (a test-writing exercise, its
/// `Tests/SpecTests.swift`), each with one step checked by `ran help`.
enum SmallCourse {
    static let counterStarter = "public func count() -> Int {\n    // TODO: return 3\n    0\n}\n"
    static let specStarter = "import XCTest\n\nfinal class SpecTests: XCTestCase {\n    // TODO: write the tests\n}\n"

    /// Writes the course to `folder/Lessons` and makes a workspace from it in `folder/work`.
    static func write(in folder: TemporaryFolder) throws -> (lessons: URL, workspace: Workspace) {
        try folder.write(lesson(id: "tour", title: "Tour", extra: ""), to: "Lessons/01-tour/lesson.md")
        try folder.write(lesson(id: "counter", title: "Counter", extra: "exercise: Counter\n"), to: "Lessons/02-counter/lesson.md")
        try folder.write(counterStarter, to: "Lessons/02-counter/Exercise/Counter.swift")
        try folder.write(lesson(id: "spec", title: "Spec", extra: "exercise: Spec\nkind: tests\n"), to: "Lessons/03-spec/lesson.md")
        try folder.write(specStarter, to: "Lessons/03-spec/Exercise/Tests/SpecTests.swift")
        try folder.write("public func spec() -> Int { 1 }\n", to: "Lessons/03-spec/Reference/Spec.swift")
        let lessons = folder.url.appendingPathComponent("Lessons")
        let workspace = try Workspace.create(at: folder.url.appendingPathComponent("work"), course: Course.load(from: lessons),
                                             courseRevision: "r1").workspace
        return (lessons, workspace)
    }

    /// Seals the starters of `lessons` as `scripts/seal-tests` does: one `tests.sha256` line per
    /// `Exercise/` file, and its copy in `Starters/`.
    static func sealStarters(of lessons: URL) throws {
        var lines: [String] = []
        for (folder, name) in [("02-counter", "Counter.swift"), ("03-spec", "Tests/SpecTests.swift")] {
            let data = try Data(contentsOf: lessons.appendingPathComponent("\(folder)/Exercise/\(name)"))
            lines.append("\(SHA256.hexDigest(data))  \(folder)/Exercise/\(name)")
            let copy = lessons.appendingPathComponent("\(Course.startersFolder)/\(folder)/\(name)")
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: copy)
        }
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: lessons.appendingPathComponent(TestManifest.fileName))
    }

    private static func lesson(id: String, title: String, extra: String) -> String {
        "---\nid: \(id)\ntitle: \(title)\ntime: 5\n\(extra)---\n\n# \(title)\n\n## Step 1: Ask\n\n```archlab\nhelp\n```\n\n<!-- check: ran help -->\n"
    }
}
