import XCTest
import Rx
import RxTesting

final class ThrottleTests: TimeOperatorTestCase {
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>?) -> TestableObservable<Int> {
        var events: [Recorded<Event<Int>>] = [
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6), .next(450, 7),
        ]
        if let end { events.append(end) }
        return scheduler.createHotObservable(events)
    }

    func testThrottle_LatestCompletesAfterTrailingValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(500))
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testThrottle_CompletionAfterTheWindowIsNotDelayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(900))
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
    }

    func testThrottle_NotLatestDropsTrailingValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(500))
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testThrottle_ErrorDropsTrailingValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(250, 3), .error(300, testError)])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(300, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testThrottle_NeverEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testThrottle_NoEndKeepsTrailingValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: nil)
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testThrottle_DisposedMidWindowCancelsTrailingValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(250, 3), .next(450, 4)])
        let res = scheduler.start(disposed: 300) { xs.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testThrottle_ReentrantValueDuringFirstForwardGoesOutAtOnce() {
        // The window starts when forwarding returns, so a value sent from inside the first
        // onNext still finds no window open: RxSwift's order.
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.throttle(.seconds(10), scheduler: scheduler).subscribe(onNext: { value in
            received.append(value)
            if value == 1 { subject.onNext(2) }
        })
        subject.onNext(1)
        subject.onNext(3)
        XCTAssertEqual(received, [1, 2])
        scheduler.start()
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }
}
