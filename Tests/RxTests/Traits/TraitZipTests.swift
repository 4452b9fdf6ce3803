import XCTest
import Rx
import RxTesting

final class TraitZipTests: RxTestCase {
    func testSingleZip_Tuple_WaitsForBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let b = scheduler.createHotObservable([.next(230, "x"), .completed(230)])
        let res = scheduler.start { Single.zip(a.asSingle(), b.asSingle()).map { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(230, "1x"), .completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    func testSingleZip_ThreeWithResultSelector_FirstErrorWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let b = scheduler.createHotObservable([.error(220, testError)] as [Recorded<Event<Int>>])
        let c = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let res = scheduler.start { Single.zip(a.asSingle(), b.asSingle(), c.asSingle()) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 220)])
    }

    func testSingleZip_Collection_InOrderAndEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(240, 1), .completed(240)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let res = scheduler.start { Single.zip([a.asSingle(), b.asSingle()]) }
        XCTAssertEqual(res.events.map(\.time), [240, 240])
        XCTAssertEqual(res.events.first?.value.element, [1, 2])

        let summed = TestScheduler(initialClock: 0).start { Single.zip([Single<Int>](), resultSelector: { $0.count }) }
        XCTAssertEqual(summed.events, [.next(200, 0), .completed(200)])
    }

    func testMaybeZip_EmptyCompletesWithoutElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let b = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let res = scheduler.start { Maybe.zip(a.asMaybe(), b.asMaybe()).map { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
    }

    func testMaybeZip_EightSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let m = { (value: Int) in Maybe.just(value) }
        let res = scheduler.start { Maybe.zip(m(1), m(2), m(3), m(4), m(5), m(6), m(7), m(8)) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 } }
        XCTAssertEqual(res.events, [.next(200, 36), .completed(200)])
    }
}
