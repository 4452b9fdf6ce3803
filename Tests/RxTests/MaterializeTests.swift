import XCTest
import Rx
import RxTesting

final class MaterializeTests: RxTestCase {
    func testMaterialize_TurnsEveryEventIntoAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, Event.next(1)), .next(250, Event.completed), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterialize_ErrorBecomesAnElementThenCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, Event.next(1)), .next(250, Event.error(testError)), .completed(250)])
    }

    func testMaterialize_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let res = scheduler.start(disposed: 250) { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, Event.next(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDematerialize_TurnsEventElementsBackIntoEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Event.next(1)), .next(220, Event<Int>.completed), .next(230, Event.next(2)), .completed(300),
        ])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDematerialize_ErrorElementAndSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .next(220, Event<Int>.error(testError))])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, Event.next(1)), .error(220, testError2)])
        let failed = scheduler2.start { ys.dematerialize() }
        XCTAssertEqual(failed.events, [.next(210, 1), .error(220, testError2)])
    }

    func testMaterializeDematerialize_RoundTrip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let res = scheduler.start { xs.materialize().dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, testError)])
    }
}
