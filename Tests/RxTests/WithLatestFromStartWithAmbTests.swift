import XCTest
import Rx
import RxTesting

final class WithLatestFromTests: RxTestCase {
    func testWithLatestFrom_CombinesWithTheLatestOfTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(245)])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(230, "2a"), .next(250, "3b"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 245)])
    }

    func testWithLatestFrom_SecondIsSubscribedFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).withLatestFrom(Observable.just("a")) }
        XCTAssertEqual(res.events, [.next(200, "a"), .completed(200)])
    }

    func testWithLatestFrom_ErrorsAndSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .error(240, testError)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.next(230, 2), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let us = scheduler2.createHotObservable([.next(230, 1), .completed(300)])
        let vs = scheduler2.createHotObservable([.next(220, 2)])
        let failed = scheduler2.start { us.withLatestFrom(vs) { _, _ -> Int in throw testError2 } }
        XCTAssertEqual(failed.events, [.error(230, testError2)])
        XCTAssertEqual(vs.subscriptions, [Subscription(200, 230)])
    }

    func testWithLatestFrom_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .next(300, 2)])
        let ys = scheduler.createHotObservable([.next(220, 10)])
        let res = scheduler.start(disposed: 250) { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.next(230, 10)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }
}

final class StartWithTests: RxTestCase {
    func testStartWith_EmitsTheElementsFirstThenTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.startWith(8, 9) }
        XCTAssertEqual(res.events, [.next(200, 8), .next(200, 9), .next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testStartWith_ChainedCallsPrependInReverseOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.empty().startWith(1).startWith(2) }
        XCTAssertEqual(res.events, [.next(200, 2), .next(200, 1), .completed(200)])
    }

    func testStartWith_ErrorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, testError)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .error(220, testError)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(300, 2)])
        let disposed = scheduler2.start(disposed: 250) { ys.startWith(1) }
        XCTAssertEqual(disposed.events, [.next(200, 1)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }
}

final class AmbTests: RxTestCase {
    func testAmb_MirrorsTheFirstToSendAnEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.amb(ys) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testAmb_ATerminalEventAlsoWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, testError)] as [Recorded<Event<Int>>])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let res = scheduler.start { xs.amb(ys) }
        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testAmb_SequenceOfThreeAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(230, 1)])
        let b = scheduler.createHotObservable([.next(220, 2), .next(400, 3)])
        let c = scheduler.createHotObservable([.next(240, 4)])
        let res = scheduler.start(disposed: 300) { Observable.amb([a.asObservable(), b.asObservable(), c.asObservable()]) }
        XCTAssertEqual(res.events, [.next(220, 2)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 220)])
    }
}
