@testable import ArchLabWorkbook
import ArchLabTestSupport
import Dispatch
import Foundation
import Synchronization
import XCTest

/// The background build the shell starts while the learner reads must be the very build the
/// first `check` runs, so that SwiftPM finds it done; only `nice` is put in front.
final class WarmUpTests: XCTestCase {
    private var course: MiniCourse!

    override func setUpWithError() throws { course = try MiniCourse() }
    override func tearDown() { course.remove() }

    func testInTheCheckout_WarmUpRunsCheckBuildNiced() throws {
        let lesson = try XCTUnwrap(course.course().lesson(id: "counter"))
        try assertWarmUpMatchesCheck(ExerciseChecker(lessonsDirectory: course.lessons, runner: AnsweringRunner()), lesson: lesson)
    }

    func testWithSolutions_WarmUpBuildsTheSolutionsFolder() throws {
        let lesson = try XCTUnwrap(course.course().lesson(id: "counter"))
        let checker = ExerciseChecker(lessonsDirectory: course.lessons, solutions: true, runner: AnsweringRunner())
        let calls = try assertWarmUpMatchesCheck(checker, lesson: lesson)
        XCTAssertEqual(calls.first?.environment["ARCHLAB_SOLUTIONS"], "1")
        XCTAssertTrue(calls.first?.arguments.contains(".build-solutions") == true, "\(calls)")
    }

    func testInAWorkspace_WarmUpBuildsTheScratchPackageCheckBuilds() throws {
        let lesson = try XCTUnwrap(course.course().lesson(id: "counter"))
        var checker = ExerciseChecker(lessonsDirectory: course.lessons, runner: AnsweringRunner())
        checker.workspace = try course.workspace()
        let calls = try assertWarmUpMatchesCheck(checker, lesson: lesson)
        XCTAssertEqual(calls.first?.directory, course.lessons.appendingPathComponent(".build-scratch/check").standardizedFileURL.path)
    }

    func testATestWritingLesson_WarmUpBuildsTheReferencePackage() throws {
        let lessons = try TemporaryFolder(prefix: "warm-up-tests")
        defer { lessons.remove() }
        try lessons.write("---\nid: spec\ntitle: Spec\ntime: 10\nexercise: Spec\nkind: tests\n---\n\n## Step 1: Write\n\n<!-- check: exercise passes -->\n",
                          to: "03-spec/lesson.md")
        let sealed = ["03-spec/Reference/Presenter.swift": "struct Presenter {}\n",
                      "03-spec/Mutants/forgets-error/Presenter.swift": "struct Presenter { /* bug */ }\n",
                      "03-spec/Mutants/forgets-error/description": "forgets the error\n"]
        for (path, text) in sealed { try lessons.write(text, to: path) }
        try lessons.write(sealed.sorted { $0.key < $1.key }.map { "\(SHA256.hexDigest(Array($0.value.utf8)))  \($0.key)\n" }.joined(),
                          to: TestManifest.fileName)
        try lessons.write("import XCTest\n", to: "03-spec/Exercise/Tests/SpecTests.swift")
        let lesson = try LessonParser().parse(contentsOf: lessons.url.appendingPathComponent("03-spec/lesson.md"), folder: "03-spec")
        let calls = try assertWarmUpMatchesCheck(ExerciseChecker(lessonsDirectory: lessons.url, runner: AnsweringRunner()), lesson: lesson)
        let manifest = try String(contentsOf: lessons.url.appendingPathComponent(".build-scratch/check/Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(".target(name: \"Spec\""), "the reference is in the package the warm-up wrote: \(calls)")
        XCTAssertFalse(manifest.contains("forgets"), "the seeded bugs are built beside it, not in it")
    }

    func testALessonWithoutExercise_IsNotWarmed() throws {
        let lesson = try XCTUnwrap(course.course().lesson(id: "hello"))
        XCTAssertNil(ExerciseChecker(lessonsDirectory: course.lessons).warmUpJob(lesson))
    }

    func testInTheCheckout_ACheckDuringAWarmUpWaitsForIt() throws {
        let lesson = try XCTUnwrap(course.course().lesson(id: "counter"))
        let runner = OverlapRunner()
        let checker = ExerciseChecker(lessonsDirectory: course.lessons, runner: runner)
        let job = try XCTUnwrap(checker.warmUpJob(lesson, runner: runner))
        let warmed = expectation(description: "warm-up done")
        Thread.detachNewThread { job(); warmed.fulfill() }
        XCTAssertTrue(runner.started.wait(timeout: .now() + 10) == .success, "the warm-up began")
        _ = checker.check(lesson)
        wait(for: [warmed], timeout: 10)
        XCTAssertGreaterThanOrEqual(runner.calls, 2, "the warm-up's build and at least check's build ran")
        XCTAssertEqual(runner.overlaps, 0, "a build of Lessons/.build ran while another was running (SwiftPM's database is locked, or the bundle relinked under a test run)")
    }

    /// Runs `check` and the warm-up job with recording runners; the warm-up's one call must be
    /// `nice -n 10` + check's first (build) call, in the same folder with the same environment.
    @discardableResult
    private func assertWarmUpMatchesCheck(_ checker: ExerciseChecker, lesson: Lesson, line: UInt = #line) throws -> [AnsweringRunner.Call] {
        let checkRunner = AnsweringRunner(), warmRunner = AnsweringRunner()
        var checking = checker
        checking.runner = checkRunner
        _ = checking.check(lesson)
        let job = try XCTUnwrap(checker.warmUpJob(lesson, runner: warmRunner), line: line)
        job()
        let build = try XCTUnwrap(checkRunner.calls.first, line: line)
        XCTAssertEqual(build.arguments.prefix(2), ["swift", "build"], line: line)
        XCTAssertEqual(warmRunner.calls, [AnsweringRunner.Call(arguments: ["nice", "-n", "10"] + build.arguments,
                                                                directory: build.directory, environment: build.environment)], line: line)
        return checkRunner.calls
    }
}

/// Records every call (arguments, folder, environment) and answers success with no output.
private final class AnsweringRunner: CommandRunner {
    struct Call: Equatable {
        var arguments: [String]
        var directory: String
        var environment: [String: String]
    }

    private let recorded = Mutex<[Call]>([])
    var calls: [Call] { recorded.withLock { $0 } }

    func run(_ arguments: [String], in directory: URL, environment: [String: String], timeout: Double) -> CommandOutput {
        recorded.withLock { $0.append(Call(arguments: arguments, directory: directory.standardizedFileURL.path, environment: environment)) }
        return CommandOutput(status: 0, stdout: "", stderr: "")
    }
}

/// Answers success after a pause, counting calls that began while another was running.
private final class OverlapRunner: CommandRunner {
    private struct State { var running = 0, calls = 0, overlaps = 0 }
    private let state = Mutex(State())
    let started = DispatchSemaphore(value: 0)
    var calls: Int { state.withLock { $0.calls } }
    var overlaps: Int { state.withLock { $0.overlaps } }

    func run(_ arguments: [String], in directory: URL, environment: [String: String], timeout: Double) -> CommandOutput {
        state.withLock { state in
            if state.running > 0 { state.overlaps += 1 }
            state.running += 1
            state.calls += 1
        }
        started.signal()
        Thread.sleep(forTimeInterval: 0.3)
        state.withLock { $0.running -= 1 }
        return CommandOutput(status: 0, stdout: "", stderr: "")
    }
}
