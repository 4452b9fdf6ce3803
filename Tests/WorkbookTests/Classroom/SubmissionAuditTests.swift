import ArchLabWorkbook
import Foundation
import XCTest

/// What a submission holds beyond its exercise sources is listed, never obeyed.
final class SubmissionAuditTests: XCTestCase {
    func testFindings_ListControlFilesHiddenTestsAndLinks() throws {
        let course = try MiniCourse()
        defer { course.remove() }
        let workspace = try course.workspace()
        XCTAssertEqual(SubmissionAudit.findings(in: workspace, testFileNames: ["CounterTests.swift"]), [])

        let root = workspace.root
        try Data().write(to: root.appendingPathComponent("Package.swift"))
        try Data().write(to: root.appendingPathComponent("tests.sha256"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("02-counter/Tests"), withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("02-counter/Tests/Mine.swift"))
        try Data(MiniCourse.test.utf8).write(to: root.appendingPathComponent("02-counter/CounterTests.swift"))
        try Data("import XCTest\npublic func XCTAssertEqual<T>(_ a: T, _ b: T) {}\n".utf8).write(to: root.appendingPathComponent("02-counter/Shadow.swift"))
        try Data("// import XCTest in a comment is fine\n".utf8).write(to: root.appendingPathComponent("02-counter/Notes.swift"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("02-counter/Link.swift").path, withDestinationPath: "/etc/hostname")
        try Data().write(to: root.appendingPathComponent("grade.sh"))

        XCTAssertEqual(SubmissionAudit.findings(in: workspace, testFileNames: ["CounterTests.swift"]).map(\.text), [
            "02-counter/CounterTests.swift: has the name of a course test file; grading uses the course's own tests",
            "02-counter/Link.swift: a symbolic link among the exercise files; grading skips it",
            "02-counter/Shadow.swift: exercise code imports XCTest; tests belong to the course",
            "02-counter/Tests/: a tests folder; grading runs the course's own tests",
            "Package.swift: a package file; grading uses the course's own",
            "grade.sh: a script; grading runs none from a submission",
            "tests.sha256: a test seal; grading uses the course's own",
        ])
        XCTAssertEqual(workspace.exerciseFiles(for: try XCTUnwrap(course.course().lesson(id: "counter"))).keys.sorted(),
                       ["Counter.swift", "CounterTests.swift", "Notes.swift", "Shadow.swift"])
    }
}
