import XCTest
import Rx
import RxTesting

final class TimeoutTests: TimeOperatorTestCase {
    func testTimeout_ValuesInTimePassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(280, 3), .completed(300)])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .next(280, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTimeout_GapFailsWithTimeoutError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(400)])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(260, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testTimeout_NoFirstElementFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(350, 1)])
        let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(300, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTimeout_SwitchesToOtherAndDropsSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(400)])
        let ys = scheduler.createColdObservable([.next(10, 100), .completed(20)])
        let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(270, 100), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(260, 280)])
    }

    func testTimeout_SourceErrorBeforeDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let ys = scheduler.createColdObservable([.next(10, 100)])
        let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testTimeout_DisposedBeforeDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createColdObservable([.next(10, 100)])
        let res = scheduler.start(disposed: 240) { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testTimeout_ValueExactlyAtDueTimeWins() {
        // The cold source scheduled its events when subscribed, before the timer armed at 220:
        // at 250 the value runs first and re-arms the timer.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70)])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 42), .next(220, 43), .next(250, 44), .next(260, 45), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }
}
