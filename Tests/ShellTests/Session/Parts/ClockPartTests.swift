import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// The clock part: `at` schedules a command for later, and `advance` stops between two
/// scheduled times when interrupted.
final class ClockPartTests: XCTestCase {
    private let driver = ShellDriver(Session(catalog: .standard))
    /// A session on the test-double samples (`greeter`, `doors`).
    private let fakes = ShellDriver(Session(catalog: .fakes))

    func testAtInThePastSuggestsTheCommandThatWasTyped() {
        driver.succeed("scene title")
        XCTAssertEqual(driver.error("at 0 fire request"),
                       "error: at: TIME cannot be '0': expected a time after now (t=0), as in: at 100 fire request.")
        XCTAssertEqual(driver.error("at 0 watch title.display"),
                       "error: at: TIME cannot be '0': expected a time after now (t=0), as in: at 100 watch title.display.")
    }

    func testAtDoesNotScheduleHelp() {
        driver.succeed("scene title")
        XCTAssertEqual(driver.error("at 100 fire --help"),
                       "error: at runs a command later, and 'fire --help' only prints help. Type 'fire --help' now.")
        XCTAssertNil(driver.session.scheduler.nextScheduledTime)
    }

    /// Ctrl-C while `advance` runs stops the clock between two scheduled times; the shell
    /// stays and says how to go on.
    func testInterrupt_StopsAdvanceBetweenScheduledTimes() {
        let shell = Shell(session: Session(catalog: .fakes))
        var ran: [Int] = []
        for time in [10, 20, 30] {
            shell.session.scheduler.scheduleAt(time) {
                ran.append(time)
                if time == 20 { Interrupt.request() }
            }
        }
        let outcome = shell.submit(line: "advance 100")
        XCTAssertEqual(ran, [10, 20])
        XCTAssertEqual(shell.session.now, 20)
        XCTAssertTrue(outcome.text.joined().contains("interrupted at t=20"), outcome.text.joined())
        XCTAssertTrue(shell.submit(line: "advance 100").succeeded)
        XCTAssertEqual(ran, [10, 20, 30])
    }

    func testAtRunsACommandWhenTheClockGetsThere() {
        fakes.run("scene greeter", "watch greeter.display")
        XCTAssertEqual(fakes.run("at 300 fire setText text=later"), ["scheduled for t=300"])
        XCTAssertEqual(fakes.run("advance 299"), [])
        XCTAssertEqual(fakes.run("advance 1"), ["[t=  300] greeter.display  next(later)"])
    }

    func testAtRejectsThePastAndClockCommands() {
        fakes.run("advance 100")
        XCTAssertEqual(fakes.error("at 50 time"), "error: at: TIME cannot be '50': expected a time after now (t=100), as in: at 200 time.")
        XCTAssertEqual(fakes.error("at 200 advance 5"),
                       "error: advance cannot be scheduled with at, because it moves the clock itself. Schedule fire, watch, attach or detach instead.")
        XCTAssertEqual(fakes.error("at 200 at 300 run"),
                       "error: run cannot be scheduled with at, because it moves the clock itself. Schedule fire, watch, attach or detach instead.")
    }

    func testScheduledFailureIsReportedWithItsTime() {
        fakes.run("at 10 fire load")
        let outcome = fakes.shell.submit(line: "advance 20")
        XCTAssertFalse(outcome.succeeded)
        XCTAssertEqual(outcome.text.last, "error: at t=10: fire needs a loaded scene or app, and nothing is loaded. Type 'scene greeter' or 'app doors' first.")
    }

    func testRunStopsWhenNothingIsLeft() {
        fakes.run("scene greeter", "fire load")
        XCTAssertEqual(fakes.run("run"), ["ran to t=50; nothing is left scheduled"])
        XCTAssertEqual(fakes.run("run"), ["nothing is scheduled; the clock stays at t=50"])
    }
}
