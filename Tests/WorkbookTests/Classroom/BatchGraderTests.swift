@testable import ArchLabWorkbook
import Foundation
import XCTest

/// One build and one test run for many lessons; broken exercises are taken out, crashes rerun.
final class BatchGraderTests: XCTestCase {
    private var course: MiniCourse!

    override func setUpWithError() throws {
        course = try MiniCourse()
        try course.addLesson(number: 3, id: "alpha", module: "Alpha")
        try course.addLesson(number: 4, id: "beta", module: "Beta")
    }

    override func tearDown() { course.remove() }

    private var scratch: URL { course.lessons.appendingPathComponent(".build-scratch/grade") }

    private func passing(_ modules: [String]) -> String {
        modules.map { "Test Case '\($0)Tests.testValue' started at 2026-12-01 10:00:00.000\nTest Case '\($0)Tests.testValue' passed (0.001 seconds)\n" }.joined()
    }

    func testBrokenExercise_IsTakenOutAndTheRestBuildsOnce() throws {
        let workspace = try course.workspace()
        let broken = CommandOutput(status: 1, stdout: "\(scratch.path)/Sources/Alpha/Alpha.swift:1:30: error: cannot find 'x' in scope\n", stderr: "", seconds: 4)
        let runner = SequenceRunner(builds: [broken, CommandOutput(status: 0, stdout: "", stderr: "", seconds: 2)],
                                    tests: [CommandOutput(status: 0, stdout: passing(["Beta", "Counter"]), stderr: "")])
        let report = BatchGrader(lessonsDirectory: course.lessons, sources: .workspace(workspace), runner: runner).grade(try course.course())

        XCTAssertEqual(report.results.map(\.lessonID), ["counter", "alpha", "beta"])
        XCTAssertEqual(report.results.map(\.outcome), [.passed, .buildFailed, .passed])
        XCTAssertEqual(report.skipped, ["hello"])
        XCTAssertEqual(report.results[1].compilerErrors.map(\.file), [workspace.root.appendingPathComponent("03-alpha/Alpha.swift").path])
        let shared = course.lessons.appendingPathComponent(".build").path
        XCTAssertEqual(runner.calls, [
            ["swift", "build", "--build-tests", "--scratch-path", shared],
            ["swift", "build", "--build-tests", "--scratch-path", shared],
            ["swift", "test", "--skip-build", "--scratch-path", shared, "--filter", "^(CounterTests|BetaTests)\\."],
        ])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("Sources").path).sorted(), ["Beta", "Counter"])
    }

    func testCrash_BlamesItsLessonAndRerunsTheOnesThatDidNotRun() throws {
        let crash = "Test Case 'AlphaTests.testValue' started at 2026-12-01 10:00:00.000\nAlpha/Alpha.swift:1: Fatal error: boom\n"
        let runner = SequenceRunner(builds: [CommandOutput(status: 0, stdout: "", stderr: "")],
                                    tests: [CommandOutput(status: 1, stdout: crash, stderr: ""),
                                            CommandOutput(status: 0, stdout: passing(["Beta", "Counter"]), stderr: "")])
        let report = BatchGrader(lessonsDirectory: course.lessons, sources: .course(solutions: true), runner: runner).grade(try course.course())
        XCTAssertEqual(report.results.map(\.outcome), [.passed, .testsFailed, .passed])
        XCTAssertEqual(report.results[1].testRun?.crash?.message, "Fatal error: boom")
        XCTAssertTrue(report.solutions)
        XCTAssertEqual(runner.calls.last, ["swift", "test", "--skip-build", "--scratch-path", course.lessons.appendingPathComponent(".build-solutions").path,
                                           "--filter", "^(CounterTests|BetaTests)\\."])
        XCTAssertEqual(try String(contentsOf: course.lessons.appendingPathComponent(".build-scratch/grade-solutions/Sources/Beta/Beta.swift"), encoding: .utf8),
                       "public func value() -> Int { 4 }\n")
    }

    func testEditedCourseTests_AreRefusedBeforeAnyBuild() throws {
        try course.folder.write("// changed\n", to: "ArchLab/Lessons/03-alpha/Tests/AlphaTests.swift")
        let runner = SequenceRunner(builds: [CommandOutput(status: 0, stdout: "", stderr: "")],
                                    tests: [CommandOutput(status: 0, stdout: passing(["Beta", "Counter"]), stderr: "")])
        let report = BatchGrader(lessonsDirectory: course.lessons, sources: .course(solutions: false), runner: runner).grade(try course.course())
        XCTAssertEqual(report.results.map(\.outcome), [.passed, .tampered, .passed])
        XCTAssertEqual(report.results[1].tamperFindings, [.changed("03-alpha/Tests/AlphaTests.swift")])
    }

    func testXCTestClasses_AreReadFromDeclarations() {
        XCTAssertEqual(ScratchPackage.xcTestClasses(in: "final class AlphaTests: XCTestCase {\nclass Helper {}\nclass B:XCTestCase{}\n"), ["AlphaTests", "B"])
    }
}
