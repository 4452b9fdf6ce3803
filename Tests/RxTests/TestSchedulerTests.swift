import XCTest
import Rx
import RxTesting

final class TestSchedulerTests: RxTestCase {
    func testSchedule_WorkDueNowRunsOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [Int] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(times, [101])
    }

    func testSchedule_WithoutProcessingDelayRunsAtTheSameTick() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var times: [Int] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(times, [100])
    }

    func testColdObservable_EventAtZeroArrivesAtTheSubscriptionTick() {
        // Cold events are scheduled with scheduleRelativeVirtual, which RxTest does not delay.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .completed(0)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func testSameTickEvents_RunInInsertionOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var order: [String] = []
        scheduler.scheduleAt(300) { order.append("a") }
        scheduler.scheduleAt(200) { order.append("first") }
        scheduler.scheduleAt(300) { order.append("b") }
        scheduler.scheduleAt(300) { order.append("c") }
        scheduler.start()
        XCTAssertEqual(order, ["first", "a", "b", "c"])
    }

    func testSameTickHotEvents_KeepTheirOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .completed(210)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(210, 2), .next(210, 3), .completed(210)])
    }

    func testHotEventAtSubscriptionTime_IsMissed() {
        // The hot event at 200 was scheduled before the subscription at 200, so it runs first.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(200, 1), .next(201, 2), .next(1000, 3), .next(1001, 4)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(201, 2), .next(1000, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testAdvanceToAndSleep() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [Int] = []
        scheduler.scheduleAt(10) { ran.append(scheduler.clock) }
        scheduler.scheduleAt(30) { ran.append(scheduler.clock) }
        scheduler.advanceTo(20)
        XCTAssertEqual(ran, [10])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.sleep(5)
        XCTAssertEqual(scheduler.clock, 25)
        scheduler.start()
        XCTAssertEqual(ran, [10, 30])
    }

    func testStop_HaltsAfterTheCurrentItem() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [Int] = []
        scheduler.scheduleAt(10) { ran.append(10); scheduler.stop() }
        scheduler.scheduleAt(20) { ran.append(20) }
        scheduler.start()
        XCTAssertEqual(ran, [10])
        scheduler.start()
        XCTAssertEqual(ran, [10, 20])
    }

    func testHotObservable_PlaysAfterItIsReleasedUntilDisposed() {
        // As in RxTest, the scheduled events play whether or not the test still holds the
        // observable, and disposing the subscription stops them either way.
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        do {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
            subscription = xs.subscribe(observer)
        }
        scheduler.scheduleAt(220) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1)])
    }
}
