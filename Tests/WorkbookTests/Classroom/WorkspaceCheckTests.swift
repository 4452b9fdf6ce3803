import ArchLabWorkbook
import Foundation
import XCTest

/// `check` in a workspace: the learner's sources meet the course's sealed tests in a
/// course-owned scratch package; nothing else from the workspace is read.
final class WorkspaceCheckTests: XCTestCase {
    private var course: MiniCourse!

    override func setUpWithError() throws { course = try MiniCourse() }
    override func tearDown() { course.remove() }

    func testTamperedWorkspace_BuildsCourseTestsAndReportsTheExtras() throws {
        let workspace = try course.workspace()
        let root = workspace.root
        try FileManager.default.createDirectory(at: root.appendingPathComponent("02-counter/Tests"), withIntermediateDirectories: true)
        try Data("import XCTest\nfinal class CounterTests: XCTestCase { func testCount() {} }\n".utf8)
            .write(to: root.appendingPathComponent("02-counter/Tests/CounterTests.swift"))
        try Data("0000  02-counter/Tests/CounterTests.swift\n".utf8).write(to: root.appendingPathComponent("tests.sha256"))

        let scratch = course.lessons.appendingPathComponent(".build-scratch/check")
        let failing = "\(scratch.path)/Tests/CounterTests/CounterTests.swift:5: error: CounterTests.testCount : XCTAssertEqual failed: (\"0\") is not equal to (\"3\") - \n"
            + "Test Case 'CounterTests.testCount' failed (0.001 seconds)\n"
        let runner = ScriptedRunner(["swift test": CommandOutput(status: 1, stdout: failing, stderr: "")])
        var checker = ExerciseChecker(lessonsDirectory: course.lessons, runner: runner)
        checker.workspace = workspace
        let result = checker.check(try XCTUnwrap(course.course().lesson(id: "counter")))

        XCTAssertEqual(result.outcome, .testsFailed)
        XCTAssertEqual(runner.calls.map(\.directory), [scratch.path, scratch.path])
        XCTAssertEqual(try String(contentsOf: scratch.appendingPathComponent("Tests/CounterTests/CounterTests.swift"), encoding: .utf8), MiniCourse.test)
        XCTAssertEqual(try String(contentsOf: scratch.appendingPathComponent("Sources/Counter/Counter.swift"), encoding: .utf8), MiniCourse.starter)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("Sources/Counter").path), ["Counter.swift"])
        XCTAssertEqual(result.submissionFindings.map(\.path), ["02-counter/Tests/", "tests.sha256"])
        XCTAssertEqual(result.testRun?.cases.first?.failures.first?.file, course.lessons.appendingPathComponent("02-counter/Tests/CounterTests.swift").path)
        let text = result.learnerText()
        XCTAssertTrue(text.contains("✘ testCount (02-counter/Tests/CounterTests.swift:5)"), text)
        XCTAssertTrue(text.contains("  - tests.sha256: a test seal; grading uses the course's own"), text)
        XCTAssertTrue(text.hasSuffix("Edit the files in \(root.path)/02-counter/, then type `check` again."), text)
    }

    func testEmptyExerciseFolder_SaysHowToGetTheStarterBack() throws {
        let workspace = try course.workspace()
        try FileManager.default.removeItem(at: workspace.root.appendingPathComponent("02-counter/Counter.swift"))
        let runner = ScriptedRunner([:])
        var checker = ExerciseChecker(lessonsDirectory: course.lessons, runner: runner)
        checker.workspace = workspace
        let result = checker.check(try XCTUnwrap(course.course().lesson(id: "counter")))
        XCTAssertEqual(result.outcome, .buildFailed)
        XCTAssertEqual(runner.calls, [])
        XCTAssertTrue(result.learnerText().contains("Type `archlab reset counter --exercise`"), result.learnerText())
    }
}
