import XCTest
import Rx
import RxTesting

final class CombineLatestTests: RxTestCase {
    func testCombineLatest_EmitsOnceAllHaveValuesThenOnEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(250)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "3a"), .next(240, "3b"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatest_AnEmptyCompletionWaitsForTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210)] as [Recorded<Event<Int>>])
        let ys = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        // Nothing can ever combine, but RxSwift only completes when all sources are done
        // or another element arrives: combineLatest(empty, never) never completes.
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testCombineLatest_CompletesWhenAnElementArrivesAndEveryOtherIsDoneEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210)] as [Recorded<Event<Int>>])
        let ys = scheduler.createHotObservable([.next(250, 1), .completed(400)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatest_BothEmptyCompleteWhenTheLastCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210)] as [Recorded<Event<Int>>])
        let ys = scheduler.createHotObservable([.completed(230)] as [Recorded<Event<Int>>])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(230)])
    }

    func testCombineLatest_ErrorDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(250)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 3), .error(230, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testCombineLatest_SelectorThrowsAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let ys = scheduler.createHotObservable([.next(220, 10)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { a, b -> Int in if a == 2 { throw testError }; return a + b } }
        XCTAssertEqual(res.events, [.next(220, 11), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let us = scheduler2.createHotObservable([.next(210, 1), .next(300, 2)])
        let vs = scheduler2.createHotObservable([.next(220, 10)])
        let disposed = scheduler2.start(disposed: 250) { Observable.combineLatest(us, vs) { $0 + $1 } }
        XCTAssertEqual(disposed.events, [.next(220, 11)])
        XCTAssertEqual(us.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(vs.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatest_TupleOverload() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(300)])
        let res = scheduler.start { Observable.combineLatest(xs, ys).map { "\($0.0)\($0.1)" } }
        XCTAssertEqual(res.events, [.next(220, "1a"), .completed(300)])
    }

    func testCombineLatest_ThreeSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)])
        let c = scheduler.createHotObservable([.next(230, 100), .completed(310)])
        let res = scheduler.start { Observable.combineLatest(a, b, c) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.next(230, 111), .next(240, 121), .completed(310)])
    }

    func testCombineLatest_EightSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...8).map { index in
            scheduler.createHotObservable([.next(200 + index * 10, index), .completed(400)])
        }
        let res = scheduler.start {
            Observable.combineLatest(sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], sources[7]) {
                $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
            }
        }
        XCTAssertEqual(res.events, [.next(280, 36), .completed(400)])
        for source in sources { XCTAssertEqual(source.subscriptions, [Subscription(200, 400)]) }
    }

    func testCombineLatest_Collection() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .completed(250)])
        let res = scheduler.start { Observable.combineLatest([a.asObservable(), b.asObservable()]) }
        XCTAssertEqual(res.events, [.next(220, [1, 10]), .next(230, [2, 10]), .completed(300)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatest_CollectionCompletionRuleAndEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.completed(210)] as [Recorded<Event<Int>>])
        let b = scheduler.createHotObservable([.next(250, 1), .completed(400)])
        let res = scheduler.start { Observable.combineLatest([a.asObservable(), b.asObservable()]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.completed(250)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let empty = scheduler2.start { Observable<Int>.combineLatest([Observable<Int>]()) }
        XCTAssertEqual(empty.events, [.next(200, []), .completed(200)])
    }

    func testCombineLatest_CollectionErrorAndSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let b = scheduler.createHotObservable([.next(220, 10), .completed(300)])
        let res = scheduler.start { Observable.combineLatest([a.asObservable(), b.asObservable()]) }
        XCTAssertEqual(res.events, [.next(220, [1, 10]), .error(230, testError)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let c = scheduler2.createHotObservable([.next(210, 1)])
        let failed = scheduler2.start { Observable.combineLatest([c.asObservable()]) { _ -> Int in throw testError2 } }
        XCTAssertEqual(failed.events, [.error(210, testError2)])
    }
}
