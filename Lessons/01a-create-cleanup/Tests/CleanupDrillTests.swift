import Cleanup
import Rx
import RxTesting
import XCTest

/// Drill 01a's checks. Do not edit: `check` compares this file with the shipped copy.
final class CleanupDrillTests: XCTestCase {
    private struct ReadFailed: Error {}

    func testLines_OpensOnlyWhenSubscribed() {
        let file = LineFile(["alpha", "beta"])
        let stream = lines(of: file)
        XCTAssertFalse(file.isOpen, "making the stream must not open the file: nothing happens before subscribe")
        var received: [String] = []
        _ = stream.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, ["alpha", "beta"], "subscribing should read every line of the file")
    }

    func testLines_EmitsEachLineThenCompletes_OnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { lines(of: LineFile(["# notes", "buy milk", "call Ann"])) }
        XCTAssertEqual(observer.events, [.next(200, "# notes"), .next(200, "buy milk"), .next(200, "call Ann"),
                                         .completed(200)])
    }

    func testLines_ClosesTheFileOnceAfterCompleting() {
        let file = LineFile(["only line"])
        _ = lines(of: file).subscribe()
        XCTAssertFalse(file.isOpen, "the file should be closed once the stream completed")
        XCTAssertEqual(file.closeCount, 1, "the disposable you return should close the file exactly once")
    }

    func testLines_ClosesTheFileWhenTheSubscriberStopsEarly() {
        let file = LineFile(["first", "second", "third"])
        let firstLine = try? lines(of: file).take(1).toBlocking().toArray()
        XCTAssertEqual(firstLine, ["first"])
        XCTAssertEqual(file.closeCount, 1, "take(1) disposes the subscription: the file should be closed")
    }

    func testTranscript_ValuesThenCompletedThenDisposed() {
        XCTAssertEqual(transcript(of: Observable.of("x", "y")), ["next(x)", "next(y)", "completed", "disposed"])
    }

    func testTranscript_ErrorThenDisposed() {
        let failing = Observable<String>.concat(.just("partial"), .error(ReadFailed()))
        XCTAssertEqual(transcript(of: failing), ["next(partial)", "error", "disposed"])
    }
}
