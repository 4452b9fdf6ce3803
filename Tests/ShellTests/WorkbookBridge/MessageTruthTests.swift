import ArchLabTestSupport
import ArchLabWorkbook
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
