import ArchLabTestSupport
import XCTest
import Rx
@testable import ArchLabShell

final class SessionTests: XCTestCase {
    private var driver: ShellDriver!
    private var shell: Shell { driver.shell }

    override func setUp() {
        driver = ShellDriver(Session(catalog: .fakes))
    }

    /// Runs lines and returns everything printed, errors included, in order.

    func testFireWithNothingLoadedSaysWhatToType() {
        XCTAssertEqual(driver.error("fire load"),
                       "error: fire needs a loaded scene or app, and nothing is loaded. Type 'scene greeter' or 'app doors' first.")
    }

    func testUnknownSceneSuggests() {
        XCTAssertEqual(driver.error("scene greter"), "error: no scene named 'greter'. Did you mean 'greeter'? Known: greeter.")
    }

    func testWatchedEventsCarryVirtualTime() {
        driver.run("scene greeter", "watch greeter.display", "advance 100", "fire load")
        let printed = driver.run("advance 60")
        XCTAssertEqual(printed, ["[t=  150] greeter.display  next(hello)"])
        XCTAssertEqual(shell.session.now, 160)
    }

    func testUnwatchStopsPrintingButKeepsRecording() {
        driver.run("scene greeter", "watch greeter.display", "fire setText text=a", "unwatch greeter.display")
        XCTAssertEqual(driver.run("fire setText text=b"),
                       ["fired setText; the screen now shows \"[ b ]\". Type 'watch greeter.display' (or 'trace on') to see each event."])
        XCTAssertEqual(driver.run("marbles"), ["t                0", "greeter.display  a-", "                 ^!"])
    }

    func testFireChecksArgumentsWithTheActionSpec() {
        driver.run("scene greeter")
        XCTAssertEqual(driver.error("fire setText txt=hi"),
                       "error: fire setText: 'setText' has no parameter 'txt'; it takes: text. Usage: fire setText text=<text>")
        XCTAssertEqual(driver.error("fire lod"), "error: no action in greeter named 'lod'. Did you mean 'load'? Known: load, setText.")
        XCTAssertEqual(driver.error("fire setText text=boom"), "error: 'setText' can't be done now: the scene refuses 'boom'")
    }

    func testAtRunsACommandWhenTheClockGetsThere() {
        driver.run("scene greeter", "watch greeter.display")
        XCTAssertEqual(driver.run("at 300 fire setText text=later"), ["scheduled for t=300"])
        XCTAssertEqual(driver.run("advance 299"), [])
        XCTAssertEqual(driver.run("advance 1"), ["[t=  300] greeter.display  next(later)"])
    }

    func testAtRejectsThePastAndClockCommands() {
        driver.run("advance 100")
        XCTAssertEqual(driver.error("at 50 time"), "error: at: TIME cannot be '50': expected a time after now (t=100), as in: at 200 time.")
        XCTAssertEqual(driver.error("at 200 advance 5"),
                       "error: advance cannot be scheduled with at, because it moves the clock itself. Schedule fire, watch, attach or detach instead.")
        XCTAssertEqual(driver.error("at 200 at 300 run"),
                       "error: run cannot be scheduled with at, because it moves the clock itself. Schedule fire, watch, attach or detach instead.")
    }

    func testScheduledFailureIsReportedWithItsTime() {
        driver.run("at 10 fire load")
        let outcome = shell.submit(line: "advance 20")
        XCTAssertFalse(outcome.succeeded)
        XCTAssertEqual(outcome.text.last, "error: at t=10: fire needs a loaded scene or app, and nothing is loaded. Type 'scene greeter' or 'app doors' first.")
    }

    func testRunStopsWhenNothingIsLeft() {
        driver.run("scene greeter", "fire load")
        XCTAssertEqual(driver.run("run"), ["ran to t=50; nothing is left scheduled"])
        XCTAssertEqual(driver.run("run"), ["nothing is scheduled; the clock stays at t=50"])
    }

    func testTreeAttachDetachShowChanges() {
        driver.run("app doors")
        XCTAssertEqual(driver.run("tree"), ["Root (viewful, active)", "`-- LoggedOut (viewful, active)"])
        // A fire that routes shows what it attached and detached.
        XCTAssertEqual(driver.run("fire login player=Ann"),
                       ["welcome Ann", "Root (viewful, active)", "`-- LoggedIn (viewless, active)  + attached", "- detached: Root/LoggedOut"])
        XCTAssertEqual(driver.run("tree"), ["Root (viewful, active)", "`-- LoggedIn (viewless, active)"])
        XCTAssertEqual(driver.run("attach LoggedOut to Root"),
                       ["Root (viewful, active)", "|-- LoggedIn (viewless, active)", "`-- LoggedOut (viewful, active)  + attached"])
        XCTAssertEqual(driver.error("detach Nobody"), "error: no attached RIB named 'Nobody'. Known: Root, LoggedIn, LoggedOut.")
        XCTAssertEqual(driver.error("detach Root"), "error: Root is the launch RIB; it cannot be detached")
        XCTAssertEqual(driver.error("attach X to Nowhere"), "error: no RIB in the tree named 'Nowhere'. Known: Root, LoggedIn, LoggedOut.")
    }

    func testTreeOnASceneExplains() {
        driver.run("scene greeter")
        XCTAssertEqual(driver.error("tree"), "error: greeter is a VIP scene, so it has no RIB tree. Type 'app doors' to launch a RIBs app.")
    }

    func testTraceShowsArrowsOnlyWhenOn() {
        driver.run("scene greeter")
        XCTAssertFalse(driver.run("fire load").contains { $0.contains("|--") })
        driver.run("trace on")
        XCTAssertEqual(driver.run("fire load"), [
            "           view        interactor  worker",
            "[t=    0]  |---------->|           |   load()",
            "[t=    0]  |           |---------->|   fetch()",
        ])
    }

    func testPromptShowsLoadedSampleAndTime() {
        XCTAssertEqual(shell.prompt, "archlab free t=0> ", "free play from the first prompt on")
        driver.run("scene greeter", "advance 42")
        XCTAssertEqual(shell.prompt, "archlab free scene greeter t=42> ")
    }

    func testFirstErrorStopsTheRestOfTheLine() {
        let outcome = shell.submit(line: "advance 5; fier; advance 5")
        XCTAssertFalse(outcome.succeeded)
        XCTAssertEqual(shell.session.now, 5)
    }

    func testSourceRunsAFileAndNamesTheFailingLine() throws {
        let folder = try TemporaryFolder(prefix: "archlab-source")
        defer { folder.remove() }
        let path = try folder.write("advance 10\n# comment\ntime\nfier\nadvance 10\n", to: "script.txt")
        let outcome = shell.submit(line: "source \(path)")
        XCTAssertEqual(outcome.text.first, "t=10")
        XCTAssertEqual(outcome.text.last, "error: \(path):4: unknown command 'fier'. Did you mean 'fire'? Type 'help' for the list.")
        XCTAssertEqual(shell.session.now, 10)
        XCTAssertEqual(driver.error("source /nonexistent/file"), "error: cannot read '/nonexistent/file': no such file.")
    }

    func testSourceLoopIsStopped() throws {
        let folder = try TemporaryFolder(prefix: "archlab-loop")
        defer { folder.remove() }
        let path = try folder.write("source \(folder.path("loop.txt"))\n", to: "loop.txt")
        let message = driver.error("source \(path)")
        XCTAssertTrue(message?.contains("nested 8 deep") ?? false, message ?? "")
    }

    func testLeaksCountReturnsAfterUnwatch() {
        driver.run("scene greeter", "leaks")
        driver.run("watch greeter.display")
        let during = driver.run("leaks")
        XCTAssertTrue(during[0].contains("since the last 'leaks'"), during[0])
        XCTAssertFalse(during[0].contains("no change"), during[0])
        driver.run("unwatch all", "leaks")
        let after = driver.run("leaks")
        XCTAssertTrue(after[0].hasSuffix("(no change since the last 'leaks')"), after[0])
    }

    func testHelpForEveryCommandAndUnknownTopic() {
        for declaration in CommandSet.standard.all {
            let lines = driver.run("help \(declaration.name)")
            XCTAssertEqual(lines.first, declaration.usage)
            XCTAssertTrue(lines.contains("  example: " + declaration.example))
            XCTAssertEqual(driver.run("\(declaration.name) --help"), lines, "\(declaration.name) --help")
        }
        XCTAssertEqual(driver.error("help fier"), "error: no command named 'fier'. Did you mean 'fire'?")
    }
}
