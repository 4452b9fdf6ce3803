import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// The streams part on the test-double samples: watched events at their virtual times, what
/// `unwatch` keeps, and `leaks` counting subscriptions.
final class StreamsPartTests: XCTestCase {
    private let driver = ShellDriver(Session(catalog: .fakes))
    private var shell: Shell { driver.shell }

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
}
