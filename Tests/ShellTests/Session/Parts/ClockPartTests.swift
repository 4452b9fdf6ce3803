import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// The clock part: `at` schedules a command for later, and `advance` stops between two
/// scheduled times when interrupted.
final class ClockPartTests: XCTestCase {
    private let driver = ShellDriver(Session(catalog: .standard))

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
}
