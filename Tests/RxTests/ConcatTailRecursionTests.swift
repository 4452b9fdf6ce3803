import XCTest
import Rx
import RxTesting

/// `concat` over a lazily built, self-nesting list of sources: RxSwift walks nested concats in
/// one sink (its tail-recursive sink) and reports the deepest walk in
/// `maxTailRecursiveSinkStackSize`.
final class ConcatTailRecursionTests: RxTestCase {
    /// `concat([source(i), concat([source(i + 1), concat(...)])])`, built one level at a time
    /// as the walk reaches it, over a collection (its count is known), without end.
    private func nestedCollection(from index: Int, _ source: @escaping (Int) -> Observable<Int>) -> Observable<Int> {
        Observable.concat([0, 1].lazy.map { slot in
            slot == 0 ? source(index) : self.nestedCollection(from: index + 1, source)
        })
    }

    /// The same nesting over a sequence of unknown length.
    private func nestedSequence(from index: Int, _ source: @escaping (Int) -> Observable<Int>) -> Observable<Int> {
        Observable.concat(AnySequence([0, 1].lazy.map { slot in
            slot == 0 ? source(index) : self.nestedSequence(from: index + 1, source)
        }))
    }

    func testConcat_NestedCollectionIsWalkedInOneLevel() {
        let scheduler = TestScheduler(initialClock: 0)
        maxTailRecursiveSinkStackSize = 0
        let res = scheduler.start {
            self.nestedCollection(from: 0) { i in
                scheduler.createColdObservable([.next(10, i), .completed(20)]).asObservable()
            }
            .take(4)
        }
        XCTAssertEqual(res.events, [.next(210, 0), .next(230, 1), .next(250, 2), .next(270, 3), .completed(270)])
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)
    }

    func testConcat_NestedSequenceKeepsOneLevelPerNesting() {
        let scheduler = TestScheduler(initialClock: 0)
        maxTailRecursiveSinkStackSize = 0
        let res = scheduler.start {
            self.nestedSequence(from: 0) { i in
                scheduler.createColdObservable([.next(10, i), .completed(20)]).asObservable()
            }
            .take(20)
        }
        XCTAssertEqual(res.events, (0..<20).map { Recorded.next(210 + 20 * $0, $0) } + [.completed(590)])
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 20)
    }

    func testConcat_SynchronousNestedCollectionRunsToTheEndWithoutGrowingTheStack() {
        // One nested subscription per level would overflow the stack long before 50,000.
        let depth = 50_000
        func nested(from index: Int) -> Observable<Int> {
            Observable.concat([0, 1].lazy.map { slot in
                slot == 0 ? Observable.just(index) : (index + 1 < depth ? nested(from: index + 1) : .empty())
            })
        }
        maxTailRecursiveSinkStackSize = 0
        var count = 0
        var last = -1
        var completed = false
        let subscription = nested(from: 0).subscribe(onNext: { count += 1; last = $0 }, onCompleted: { completed = true })
        subscription.dispose()
        XCTAssertEqual(count, depth)
        XCTAssertEqual(last, depth - 1)
        XCTAssertTrue(completed)
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)
    }

    func testConcat_NestedConcatBeforeTheLastSourceKeepsTheOuterLevel() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        maxTailRecursiveSinkStackSize = 0
        let res = scheduler.start {
            Observable.concat([Observable.concat([a.asObservable(), b.asObservable()]), c.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(c.subscriptions, [Subscription(240, 260)])
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 2)
    }

    func testConcat_NestedConcatOverAnotherKindOfSequenceIsSubscribedNotWalked() {
        // As in RxSwift, only a concat over the same sequence type is walked in place.
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        maxTailRecursiveSinkStackSize = 0
        let res = scheduler.start {
            Observable.concat([a.asObservable(), Observable.concat(AnySequence([b.asObservable()]))])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 0)
    }

    func testConcat_SequenceIsIteratedWhenThePreviousSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        var producedAt: [Int] = []
        let sources = AnySequence((0..<3).lazy.map { i -> Observable<Int> in
            producedAt.append(scheduler.clock)
            return scheduler.createColdObservable([.next(10, i), .completed(30)]).asObservable()
        })
        let res = scheduler.start { Observable.concat(sources) }
        XCTAssertEqual(res.events, [.next(210, 0), .next(240, 1), .next(270, 2), .completed(290)])
        XCTAssertEqual(producedAt, [200, 230, 260])
    }

    func testConcat_EachSubscriptionIteratesTheSequenceAfresh() {
        let scheduler = TestScheduler(initialClock: 0)
        var produced = 0
        let sources = AnySequence((0..<2).lazy.map { i -> Observable<Int> in
            produced += 1
            return Observable.just(i)
        })
        let concat = Observable.concat(sources)
        XCTAssertEqual(produced, 0)
        let first = scheduler.record(concat, subscribeAt: 200)
        let second = scheduler.record(concat, subscribeAt: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(200, 0), .next(200, 1), .completed(200)])
        XCTAssertEqual(second.events, [.next(300, 0), .next(300, 1), .completed(300)])
        XCTAssertEqual(produced, 4)
    }

    func testConcat_DisposedWhileWalkingStopsIterating() {
        let scheduler = TestScheduler(initialClock: 0)
        var produced: [Int] = []
        let res = scheduler.start(disposed: 250) {
            self.nestedSequence(from: 0) { i in
                produced.append(i)
                return scheduler.createColdObservable([.next(10, i), .completed(20)]).asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 0), .next(230, 1)])
        XCTAssertEqual(produced, [0, 1, 2])
    }

    func testCompletableConcat_SequenceIsIteratedWhenThePreviousCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        var producedAt: [Int] = []
        let completables = AnySequence((0..<2).lazy.map { _ -> Completable in
            producedAt.append(scheduler.clock)
            return scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)]).asCompletable()
        })
        let res = scheduler.start { Completable.concat(completables) }
        XCTAssertEqual(res.events, [.completed(240)])
        XCTAssertEqual(producedAt, [200, 220])
    }

    func testDriverConcat_SequenceIsIteratedWhenThePreviousCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        var producedAt: [Int] = []
        let drivers = AnySequence((1...2).lazy.map { i -> Driver<Int> in
            producedAt.append(scheduler.clock)
            return scheduler.createColdObservable([.next(10, i), .completed(20)]).asDriver(onErrorJustReturn: 0)
        })
        var res: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) { res = scheduler.start { Driver.concat(drivers) } }
        XCTAssertEqual(res.events, [.next(211, 1), .next(232, 2), .completed(242)])
        XCTAssertEqual(producedAt, [200, 221])
    }
}
