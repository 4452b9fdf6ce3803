import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest
@testable import ArchLabShell

/// Every message true in the state it is shown in, on the shipped course: a clock step is
/// earned by `advance`, not by a `play` that moved the clock; `check` on a step without an
/// exercise says what it does there; the last step never says to type `next`.
final class MessageTruthTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var driver: ShellDriver!
    private let lessons = Checkout.lessons

    override func setUpWithError() throws {
        folder = try TemporaryFolder(prefix: "archlab-truth")
        let host = WorkbookLessons(lessonsDirectory: lessons, environment: ["XDG_STATE_HOME": folder.path("state"), "HOME": folder.url.path])
        driver = ShellDriver(Session(catalog: .standard, lessons: host))
    }

    override func tearDown() { folder?.remove() }

    private func run(_ line: String) -> String { driver.run(line).joined(separator: " ") }

    func testLesson2Step1_IsEarnedByAdvanceNotByAPlayThatMovedTheClock() {
        _ = run("lesson 2")
        _ = run("let a = cold \"--1--2--3--|\"")
        let played = run("play a")
        XCTAssertFalse(played.contains("Step 1 done"), played)
        XCTAssertTrue(run("time").contains("110"), "play moved the clock past 100")
        XCTAssertTrue(driver.shell.prompt.contains("virtual-time:1/"), driver.shell.prompt)
        XCTAssertTrue(run("check").contains("To do it: move the clock to 100 or later with advance"))
        XCTAssertTrue(run("advance 100").contains("Step 1 done"))
    }

    func testCheckOnAStepWithoutExercise_SaysWhatCheckDoesThereAndWhatToType() {
        _ = run("lesson 1")
        let answer = run("check")
        XCTAssertTrue(answer.hasPrefix("Step 1 has no exercise to test: check here says whether you did what it asks"), answer)
        XCTAssertTrue(answer.contains("To do it: run help."), answer)
        XCTAssertTrue(answer.contains("the lesson's exercise is step 5 (check streams runs its tests now)"), answer)
    }

    func testAFailedExerciseCheck_OnTheExerciseStep_DoesNotSayTheStepHasNoExercise() throws {
        let host = WorkbookLessons(lessonsDirectory: lessons, environment: ["XDG_STATE_HOME": folder.path("state-fail"), "HOME": folder.url.path])
        let driver = ShellDriver(Session(catalog: .standard, lessons: host))
        _ = driver.run("lesson 1")
        for _ in 1..<5 { _ = driver.run("next"); _ = driver.run("next") }
        XCTAssertTrue(driver.shell.prompt.contains("streams:5/5"), driver.shell.prompt)
        let loaded = try XCTUnwrap(host.loaded)
        host.loaded = (loaded.lessons, ExerciseChecker(lessonsDirectory: lessons, runner: BuildFails()))
        let answer = driver.run("check").joined(separator: " ")
        XCTAssertTrue(answer.contains("cannot find 'Observable' in scope"), answer)
        XCTAssertTrue(answer.contains("then type `check` again"), answer)
        XCTAssertFalse(answer.contains("has no exercise to test"), answer)
        XCTAssertFalse(answer.contains("is not done yet"), "the failed check said what to do already: \(answer)")
    }

    func testTheFirstPromptSaysFreePlay() {
        XCTAssertEqual(driver.shell.prompt, "archlab free t=0> ")
        _ = run("lesson 1")
        XCTAssertEqual(driver.shell.prompt, "archlab streams:1/5 t=0> ")
        _ = run("lesson off")
        XCTAssertEqual(driver.shell.prompt, "archlab free t=0> ")
    }

    func testTheLastStepDoneNeverSaysToTypeNext() throws {
        _ = run("lesson 2")
        for number in 1...4 {
            _ = run("next")
            _ = run("next")
            XCTAssertTrue(driver.shell.prompt.contains("virtual-time:\(number + 1)/5"), driver.shell.prompt)
        }
        let last = try XCTUnwrap(Course.load(from: lessons).lesson(id: "virtual-time")?.steps.last)
        let walked = last.commands.map(run).joined(separator: " ")
        XCTAssertTrue(walked.contains("Step 5 done. Some earlier steps are still open"), walked)
        let answer = run("check")
        XCTAssertEqual(answer, "Step 5 is already done, and it is the last step; some earlier steps are still open: type back to revisit them.")
        XCTAssertTrue(run("next").hasPrefix("This is the last step"))
    }
}

/// A toolchain whose build of the exercise fails with one compile error.
private struct BuildFails: CommandRunner {
    func run(_ arguments: [String], in directory: URL, environment: [String: String], timeout: Double) -> CommandOutput {
        let file = directory.appendingPathComponent("01-streams/Exercise/Streams.swift").path
        return CommandOutput(status: 1, stdout: "\(file):7:5: error: cannot find 'Observable' in scope\n", stderr: "")
    }
}
