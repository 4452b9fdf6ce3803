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

    /// Test code among the sources is found by its tokens: any form of import, on a line
    /// with other code too; the same words in strings and comments are no finding.
    func testTestCodeIsReadFromTokensNotLines() throws {
        let course = try MiniCourse()
        defer { course.remove() }
        let workspace = try course.workspace()
        let files = [
            "A.swift": "public let a = 1; import XCTest;\n",
            "B.swift": "import struct RxTesting.Recorded\n",
            "C.swift": "@testable\nimport Counter\n",
            "D.swift": "let x = 1\npublic func XCTFail(_ message: String) {}\n",
            "E.swift": "let s = \"import XCTest\"\n/* @testable import Counter */\nlet t = \"\"\"\n    func XCTAssert() {}\n    \"\"\"\n",
            "F.swift": "import Rx // import XCTest\nlet f = XCTAssertLike.self\n",
        ]
        for (name, text) in files {
            try Data(text.utf8).write(to: workspace.root.appendingPathComponent("02-counter/\(name)"))
        }
        XCTAssertEqual(SubmissionAudit.findings(in: workspace).map(\.text), [
            "02-counter/A.swift: exercise code imports XCTest; tests belong to the course",
            "02-counter/B.swift: exercise code imports RxTesting; tests belong to the course",
            "02-counter/C.swift: exercise code uses `@testable import`; tests belong to the course",
            "02-counter/D.swift: exercise code defines a test assertion (`XCTFail`); tests belong to the course",
        ])
    }
}
