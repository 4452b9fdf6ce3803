import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// The rough edges a new user met, each pinned: what the shell says instead, and that what
/// it suggests works.
final class NewUserEdgeTests: XCTestCase {
    private var driver: ShellDriver!

    override func setUp() {
        driver = ShellDriver(Session(catalog: .standard))
    }

    // MARK: - archlab -c

    func testDashCWithoutCommandsSuggestsCommandsThatRun() throws {
        XCTAssertThrowsError(try LaunchOptions.parse(["-c"])) { error in
            XCTAssertEqual((error as? LaunchError)?.message,
                           "-c needs the commands to run, as in: archlab -c '\(LaunchOptions.commandsExample)'")
        }
        let printed = driver.succeed(LaunchOptions.commandsExample)
        XCTAssertEqual(printed.last, "[t=   50] title.display  next(hello)")
    }

    func testKeepGoingRunsTheRestOfALineAfterAnError() {
        let sink = BufferSink()
        XCTAssertEqual(ScriptRunner(shell: driver.shell, sink: sink, keepGoing: true).run(commands: "bogus; advance 5; time"), 1)
        XCTAssertEqual(sink.lines.last, "t=5")
        XCTAssertEqual(sink.errorLines, ["error (-c): unknown command 'bogus'. Type 'help' for the list."])

        let stopping = BufferSink()
        let fresh = Shell(session: Session(catalog: .standard))
        XCTAssertEqual(ScriptRunner(shell: fresh, sink: stopping).run(commands: "bogus; advance 5; time"), 1)
        XCTAssertEqual(stopping.lines.count, 1, "without -k the line stops at its first error")
        XCTAssertEqual(fresh.session.now, 0)
    }

    // MARK: - at

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

    // MARK: - numbers

    func testANumberTooBigIsCalledThatWithTheRange() {
        driver.succeed("app todo", "fire login name=ann", "fire add title=milk")
        XCTAssertEqual(driver.error("fire open id=99999999999999999999999"),
                       "error: fire open: id=99999999999999999999999 is a whole number too big: id takes a whole number from "
                       + "\(Int.min) to \(Int.max). Usage: fire open id=<number>")
        XCTAssertEqual(driver.error("fire open id=-99999999999999999999999"),
                       "error: fire open: id=-99999999999999999999999 is a whole number too small: id takes a whole number from "
                       + "\(Int.min) to \(Int.max). Usage: fire open id=<number>")
        XCTAssertEqual(driver.error("advance 99999999999999999999"),
                       "error: advance: TICKS cannot be '99999999999999999999': expected a whole number from 0 to 1000000000 "
                       + "(that one is too big), as in: advance 100.")
    }

    // MARK: - stream names

    func testShortStreamNamesWhenUnambiguous() {
        driver.succeed("scene title")
        XCTAssertEqual(driver.succeed("watch display"), ["watching title.display"])
        driver.succeed("fire request", "advance 60")
        XCTAssertEqual(driver.succeed("unwatch display"), ["stopped watching title.display"])
        XCTAssertEqual(driver.succeed("marbles display").first, "t              0    50")
        XCTAssertEqual(driver.error("watch nope"),
                       "error: no stream in title named 'nope'. Known: title.request, title.response, title.display, title.cycle.")
    }

    func testAShortNameMatchingSeveralStreamsAsksForTheFullName() {
        XCTAssertThrowsError(try StreamName.resolve("display", among: ["a.display", "b.display"], kind: "stream")) { error in
            XCTAssertEqual((error as? ShellError)?.message, "'display' could be a.display or b.display. Type the full name.")
        }
        XCTAssertEqual(try StreamName.resolve("b.display", among: ["a.display", "b.display"], kind: "stream"), "b.display")
    }
}
