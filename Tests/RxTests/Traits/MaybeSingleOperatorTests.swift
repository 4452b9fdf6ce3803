import XCTest
import Rx
import RxTesting

final class MaybeSingleOperatorTests: RxTestCase {
    func testMaybeCompactMap_NilCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .completed(210)])
        let res = scheduler.start { xs.asMaybe().compactMap { $0 > 5 ? $0 : nil } }
        XCTAssertEqual(res.events, [.completed(210)])
        let kept = TestScheduler(initialClock: 0).start { Maybe.just(7).compactMap { $0 > 5 ? "\($0)" : nil } }
        XCTAssertEqual(kept.events, [.next(200, "7"), .completed(200)])
    }

    func testMaybeJust_OnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe.just(1, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(202)])
    }

    func testMaybeDo_AfterNextRunsAfterDownstream() {
        let scheduler = TestScheduler(initialClock: 0)
        var order: [String] = []
        let observer = scheduler.createObserver(Int.self)
        _ = Maybe.just(1).do(onNext: { _ in order.append("onNext") }, afterNext: { _ in order.append("afterNext") })
            .asObservable().do(onNext: { _ in order.append("downstream") }).subscribe(observer)
        XCTAssertEqual(order, ["onNext", "downstream", "afterNext"])
        var errors: [String] = []
        _ = Maybe<Int>.error(testError).do(onError: { _ in errors.append("onError") }, afterError: { _ in errors.append("afterError") }).subscribe()
        XCTAssertEqual(errors, ["onError", "afterError"])
    }

    func testMaybeIfEmptySwitchTo_Maybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
        let other = scheduler.createColdObservable([.next(10, 9), .completed(10)])
        let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: other.asMaybe()) }
        XCTAssertEqual(res.events, [.next(230, 9), .completed(230)])
        XCTAssertEqual(other.subscriptions, [Subscription(220, 230)])
    }

    func testSingleAndMaybeTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let single = scheduler.start { Single<Int>.timer(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(single.events, [.next(230, 0), .completed(230)])
        let other = TestScheduler(initialClock: 0)
        let maybe = other.start(disposed: 220) { Maybe<Int64>.timer(.seconds(30), scheduler: other) }
        XCTAssertEqual(maybe.events, [])
    }
}
