import Rx
import RxTesting
import Streams
import XCTest

/// Lesson 01's checks. Do not edit: `check` compares this file with the shipped copy.
final class StreamBasicsTests: XCTestCase {
    private struct Boom: Error {}

    func testOneTwoThree_EmitsThreeValuesThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { oneTwoThree() }
        XCTAssertEqual(observer.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)],
                       "subscribed at 200, oneTwoThree() should send next(1), next(2), next(3), completed")
    }

    func testCollectEvents_ValuesThenCompleted() {
        XCTAssertEqual(collectEvents(of: Observable.of(4, 5)), ["next(4)", "next(5)", "completed"])
    }

    func testCollectEvents_Error() {
        XCTAssertEqual(collectEvents(of: Observable<Int>.error(Boom())), ["error"])
    }

    func testCountdown_FromThree() {
        XCTAssertEqual(collectEvents(of: countdown(from: 3)), ["next(3)", "next(2)", "next(1)", "completed"])
    }

    func testCountdown_FromZeroOnlyCompletes() {
        XCTAssertEqual(collectEvents(of: countdown(from: 0)), ["completed"])
    }

    func testCountdown_OnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { countdown(from: 2) }
        XCTAssertEqual(observer.events, [.next(200, 2), .next(200, 1), .completed(200)])
    }
}

/// Subscribe and dispose with a subject you drive by hand.
final class InboxTests: XCTestCase {
    func testInbox_ReceivesOnlyWhileListening() {
        let messages = PublishSubject<String>()
        let inbox = Inbox()
        messages.onNext("before listening")
        inbox.listen(to: messages.asObservable())
        messages.onNext("hello")
        messages.onNext("world")
        inbox.stop()
        messages.onNext("after stop")
        XCTAssertEqual(inbox.received, ["hello", "world"],
                       "only the messages sent between listen(to:) and stop() should arrive")
    }

    func testInbox_KeepsWhatArrivesInEachListeningPeriod() {
        let first = PublishSubject<String>()
        let second = PublishSubject<String>()
        let inbox = Inbox()
        inbox.listen(to: first.asObservable())
        first.onNext("ping")
        inbox.stop()
        first.onNext("lost")
        inbox.listen(to: second.asObservable())
        second.onNext("pong")
        second.onNext("pang")
        XCTAssertEqual(inbox.received, ["ping", "pong", "pang"],
                       "received should keep every message that arrived while listening, in order, from any source")
    }

    func testInbox_StopReleasesTheSubscription() {
        let messages = PublishSubject<String>()
        let inbox = Inbox()
        inbox.listen(to: messages.asObservable())
        XCTAssertTrue(messages.hasObservers, "listen(to:) should subscribe")
        inbox.stop()
        XCTAssertFalse(messages.hasObservers, "stop() should dispose the subscription")
    }
}
