import XCTest
@testable import ArchLabShell

/// The session's output: reports in the order they were emitted, watched streams' events
/// batched just before the next report.
final class SessionOutputTests: XCTestCase {
    private let first = StreamEvent(time: 10, stream: "a.b", kind: .next("1"))
    private let second = StreamEvent(time: 20, stream: "a.b", kind: .completed)

    func testEventsGoOutAsOneBatchBeforeTheNextReport() {
        let output = SessionOutput()
        output.emit(.time(0))
        output.record(first)
        output.record(second)
        XCTAssertTrue(output.hasPendingEvents)
        output.emit(.time(20))
        XCTAssertFalse(output.hasPendingEvents)
        XCTAssertEqual(output.take(), [.time(0), .events([first, second]), .time(20)])
        XCTAssertEqual(output.take(), [], "take clears what it returned")
    }

    func testTakeFlushesEventsNoReportFollowed() {
        let output = SessionOutput()
        output.record(first)
        XCTAssertEqual(output.take(), [.events([first])])
        XCTAssertFalse(output.hasPendingEvents)
    }

    func testDroppedEventsAreNeverTaken() {
        let output = SessionOutput()
        output.record(first)
        output.dropPendingEvents()
        output.emit(.time(5))
        XCTAssertEqual(output.take(), [.time(5)])
    }
}
