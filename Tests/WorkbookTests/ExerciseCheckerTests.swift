import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest

/// The checker's flow over canned real tool output; no Swift build runs here.
final class ExerciseCheckerTests: XCTestCase {
    private var lessons: TemporaryFolder!
    private var lesson: Lesson!

    override func setUpWithError() throws {
        lessons = try TemporaryFolder(prefix: "workbook-tests")
        let text = try String(contentsOf: Fixtures.course.appendingPathComponent("02-counter/lesson.md"), encoding: .utf8)
        try lessons.write(text, to: "02-counter/lesson.md")
        try lessons.write("import XCTest\n", to: "02-counter/Tests/CounterTests.swift")
        let digest = SHA256.hexDigest(Array("import XCTest\n".utf8))
        try lessons.write("\(digest)  02-counter/Tests/CounterTests.swift\n", to: TestManifest.fileName)
        lesson = try LessonParser().parse(contentsOf: lessons.url.appendingPathComponent("02-counter/lesson.md"), folder: "02-counter")
    }

    override func tearDown() { lessons.remove() }

    private let ok = CommandOutput(status: 0, stdout: "Build complete!\n", stderr: "", seconds: 2)

    func testPassingRun_BuildsOnlyThatLessonThenFiltersItsTests() throws {
        let runner = FakeRunner(build: ok, test: CommandOutput(status: 0, stdout: try Fixtures.output("xctest-pass.txt"), stderr: "", seconds: 1))
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .passed)
        XCTAssertEqual(result.buildSeconds, 2)
        XCTAssertEqual(runner.calls.map(\.arguments), [
            ["swift", "build", "--build-tests", "--scratch-path", ".build"],
            ["swift", "test", "--skip-build", "--scratch-path", ".build", "--filter", "CounterTests"],
        ])
        XCTAssertEqual(runner.calls.map(\.environment), Array(repeating: ["ARCHLAB_LESSON": "02-counter"], count: 2))
        XCTAssertEqual(result.learnerText(), "✔ Exercise `counter` passes: 1 test passed.")
    }

    func testSolutionsMode_UsesItsOwnBuildFolderAndSwitch() throws {
        let runner = FakeRunner(build: ok, test: CommandOutput(status: 0, stdout: try Fixtures.output("xctest-pass.txt"), stderr: ""))
        let result = ExerciseChecker(lessonsDirectory: lessons.url, solutions: true, runner: runner).check(lesson)
        XCTAssertTrue(result.solutions)
        XCTAssertEqual(runner.calls.first?.arguments.last, ".build-solutions")
        XCTAssertEqual(runner.calls.first?.environment, ["ARCHLAB_LESSON": "02-counter", "ARCHLAB_SOLUTIONS": "1"])
    }

    func testFailingTests_ReportExpectedActualAndHint() throws {
        let runner = FakeRunner(build: ok, test: CommandOutput(status: 1, stdout: try Fixtures.output("xctest-failures.txt"), stderr: ""))
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .testsFailed)
        let text = result.learnerText(hint: "Return `Observable.of(1, 2, 3)`.")
        XCTAssertTrue(text.hasPrefix("✘ Exercise `counter` is not done yet: 7 of 9 tests fail."), text)
        XCTAssertTrue(text.contains("✘ testNumbers (/tmp/wbsample/Tests/DemoTests/DemoTests.swift:6)\n      expected: [1, 2, 3]\n      actual:   [1, 2]"), text)
        XCTAssertTrue(text.contains("✘ testFail (/tmp/wbsample/Tests/DemoTests/DemoTests.swift:11): failed - not done yet"), text)
        XCTAssertTrue(text.contains("Hint: Return `Observable.of(1, 2, 3)`."))
        XCTAssertTrue(text.hasSuffix("Edit the files in Lessons/02-counter/Exercise/, then type `check` again."), text)
    }

    func testCrash_IsExplained() throws {
        let runner = FakeRunner(build: ok, test: CommandOutput(status: 1, stdout: try Fixtures.output("xctest-crash.txt"), stderr: ""))
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .testsFailed)
        let text = result.learnerText()
        XCTAssertTrue(text.contains("✘ testNil crashed: Fatal error: TODO: return 1, 2, 3 (at Demo/Demo.swift:1)"), text)
        XCTAssertTrue(text.contains("still has a TODO"), text)
    }

    func testBuildFailure_ListsCompilerErrorsAndSkipsTests() throws {
        let runner = FakeRunner(build: CommandOutput(status: 1, stdout: try Fixtures.output("build-errors.txt"), stderr: ""))
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .buildFailed)
        XCTAssertEqual(result.compilerErrors.count, 2)
        XCTAssertEqual(runner.calls.count, 1, "no test run after a failed build")
        let text = result.learnerText()
        XCTAssertTrue(text.hasPrefix("✘ Exercise `counter` does not compile yet."), text)
        XCTAssertTrue(text.contains("Demo.swift:5:36: cannot find 'undefinedThing' in scope"), text)
    }

    func testTamperedTest_FailsWithoutBuilding() throws {
        try lessons.write("import XCTest // edited to pass\n", to: "02-counter/Tests/CounterTests.swift")
        let runner = FakeRunner(build: ok)
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .tampered)
        XCTAssertEqual(result.tamperFindings, [.changed("02-counter/Tests/CounterTests.swift")])
        XCTAssertEqual(runner.calls.count, 0)
        XCTAssertTrue(result.learnerText().contains("not the shipped ones"))
    }

    func testMissingManifest_CountsAsUnsealed() throws {
        try FileManager.default.removeItem(at: lessons.url.appendingPathComponent(TestManifest.fileName))
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: FakeRunner(build: ok)).check(lesson)
        XCTAssertEqual(result.outcome, .tampered)
        XCTAssertEqual(result.tamperFindings, [.notSealed(folder: "02-counter")])
    }

    func testNoTestsRan_IsNotAPass() {
        let empty = CommandOutput(status: 0, stdout: "◇ Test run started.\n✔ Test run with 0 tests in 0 suites passed after 0.001 seconds.\n", stderr: "")
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: FakeRunner(build: ok, test: empty)).check(lesson)
        XCTAssertEqual(result.outcome, .testsFailed)
        XCTAssertTrue(result.detail?.contains("No tests ran") ?? false)
    }

    func testTimeout_IsReported() {
        let hung = CommandOutput(status: 15, stdout: "Test Case 'CounterTests.testCount' started at x\n", stderr: "", timedOut: true)
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: FakeRunner(build: ok, test: hung)).check(lesson)
        XCTAssertEqual(result.outcome, .testsFailed)
        XCTAssertTrue(result.learnerText().contains("longer than 120 seconds"), result.learnerText())
    }

    func testLessonWithoutExercise_NotRun() throws {
        let hello = try LessonParser().parse(contentsOf: Fixtures.course.appendingPathComponent("01-hello/lesson.md"), folder: "01-hello")
        let runner = FakeRunner(build: ok)
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(hello)
        XCTAssertEqual(result.outcome, .notRun)
        XCTAssertEqual(runner.calls.count, 0)
    }

    func testProcessRunner_CapturesOutputStatusAndTimeout() {
        let runner = ProcessCommandRunner()
        let done = runner.run(["sh", "-c", "echo out; echo err >&2; exit 3"], in: lessons.url, environment: ["X": "1"], timeout: 30)
        XCTAssertEqual(done.status, 3)
        XCTAssertEqual(done.stdout, "out\n")
        XCTAssertEqual(done.stderr, "err\n")
        XCTAssertFalse(done.timedOut)
        let env = runner.run(["sh", "-c", "printf %s \"$ARCHLAB_LESSON\""], in: lessons.url, environment: ["ARCHLAB_LESSON": "07-x"], timeout: 30)
        XCTAssertEqual(env.stdout, "07-x")
        let slow = runner.run(["sleep", "30"], in: lessons.url, environment: [:], timeout: 0.5)
        XCTAssertTrue(slow.timedOut)
        XCTAssertLessThan(slow.seconds, 10)
        let missing = runner.run(["no-such-tool-archlab"], in: lessons.url, environment: [:], timeout: 30)
        XCTAssertNotEqual(missing.status, 0)
    }
}

final class ExerciseCheckerEnvironmentTests: XCTestCase {
    func testEnvironmentSelectsSolutions() {
        let url = URL(fileURLWithPath: "/tmp")
        XCTAssertTrue(ExerciseChecker(lessonsDirectory: url, environment: ["ARCHLAB_SOLUTIONS": "1"]).solutions)
        XCTAssertFalse(ExerciseChecker(lessonsDirectory: url, environment: [:]).solutions)
        XCTAssertEqual(ExerciseChecker(lessonsDirectory: url, environment: ["ARCHLAB_SOLUTIONS": "1"]).scratchPath, ".build-solutions")
    }

    func testMissingToolchain_IsNotABuildFailure() throws {
        let lessons = try TemporaryFolder(prefix: "workbook-tests")
        defer { lessons.remove() }
        try lessons.write("import XCTest\n", to: "02-counter/Tests/CounterTests.swift")
        try lessons.write("\(SHA256.hexDigest(Array("import XCTest\n".utf8)))  02-counter/Tests/CounterTests.swift\n", to: TestManifest.fileName)
        let lesson = try LessonParser().parse(contentsOf: Fixtures.course.appendingPathComponent("02-counter/lesson.md"), folder: "02-counter")
        let missing = CommandOutput(status: 127, stdout: "", stderr: "/usr/bin/env: 'swift': No such file or directory\n")
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: FakeRunner(build: missing)).check(lesson)
        XCTAssertEqual(result.outcome, .notRun)
        XCTAssertTrue(result.learnerText().contains("swift.org"), result.learnerText())
    }
}

extension ExerciseCheckerTests {
    /// Ctrl-C (the runner reports `cancelled`) stops the check with a sentence saying so.
    func testCancelledBuild_SaysItWasStopped() throws {
        struct CancellingRunner: CommandRunner {
            func run(_ arguments: [String], in directory: URL, environment: [String: String], timeout: Double) -> CommandOutput {
                CommandOutput(status: -1, stdout: "", stderr: "", cancelled: true)
            }
        }
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: CancellingRunner()).check(lesson)
        XCTAssertNotEqual(result.outcome, .passed)
        let text = result.learnerText(hint: nil)
        XCTAssertTrue(text.contains("stopped (Ctrl-C)"), text)
        XCTAssertFalse(text.contains(".."), text)
    }
}
