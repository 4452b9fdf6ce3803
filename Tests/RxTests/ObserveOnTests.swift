import Foundation
import XCTest
import Rx
import RxTesting

final class ObserveOnTests: TimeOperatorTestCase {
    func testObserveOn_TestSchedulerDeliversOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(231)])
        // The test observable reaches the operator through `asObservable()`, whose sink ends the
        // source subscription on the terminal event itself, as in RxSwift.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testObserveOn_SameTickBurstIsPumpedOneEventPerStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .error(210, testError)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .next(213, 3), .error(214, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testObserveOn_DisposedDropsQueuedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(299, 2)])
        let res = scheduler.start(disposed: 300) { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testObserveOn_CurrentThreadDeliversBeforeSubscribeReturns() {
        var received: [Int] = []
        var completed = false
        let subscription = Observable.of(1, 2, 3)
            .observe(on: CurrentThreadScheduler.instance)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    func testObserveOn_MainSchedulerRunsAtOnceOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs test methods on the main thread")
        var received: [Int] = []
        let subscription = Observable.just(7)
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [7], "MainScheduler's fast path: no dispatch when already on main")
        subscription.dispose()
    }

    func testObserveOn_SerialQueueDeliversInOrderOffTheCallingThread() throws {
        let queue = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-test")
        let values = try Observable.range(start: 0, count: 200)
            .observe(on: queue)
            .map { ($0, Thread.isMainThread) }
            .toBlocking(timeout: 5)
            .toArray()
        XCTAssertEqual(values.map(\.0), Array(0..<200))
        XCTAssertFalse(values.contains { $0.1 }, "no element may be delivered on the main thread")
    }

    func testObserveOn_BackgroundToMainIsDeliveredWhileBlockingServicesMainQueue() throws {
        let background = ConcurrentDispatchQueueScheduler(qos: .default)
        let onMain = try Observable.just(1)
            .subscribe(on: background)
            .observe(on: MainScheduler.instance)
            .map { _ in Thread.isMainThread }
            .toBlocking(timeout: 5)
            .toArray()
        XCTAssertEqual(onMain, [true])
    }
}
