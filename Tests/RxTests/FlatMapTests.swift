import XCTest
import Rx
import RxTesting

final class FlatMapTests: RxTestCase {
    // MARK: flatMap

    func testFlatMap_CompletesAfterTheSourceAndEveryInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let inner1 = scheduler.createColdObservable([.next(10, 11), .next(20, 12), .completed(30)])
        let inner2 = scheduler.createColdObservable([.next(5, 21), .completed(50)])
        let res = scheduler.start { xs.flatMap { $0 == 1 ? inner1 : inner2 } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(225, 21), .next(230, 12), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(220, 270)])
    }

    func testFlatMap_InnerErrorDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(500)])
        let inner1 = scheduler.createColdObservable([.next(10, 11), .next(100, 12)])
        let inner2 = scheduler.createColdObservable([.error(15, testError, Int.self)])
        let res = scheduler.start { xs.flatMap { $0 == 1 ? inner1 : inner2 } }
        XCTAssertEqual(res.events, [.next(220, 11), .error(235, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(inner1.subscriptions, [Subscription(210, 235)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(220, 235)])
    }

    func testFlatMap_SourceErrorDisposesInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(240, testError)])
        let inner = scheduler.createColdObservable([.next(10, 11), .next(100, 12)])
        let res = scheduler.start { xs.flatMap { _ in inner } }
        XCTAssertEqual(res.events, [.next(220, 11), .error(240, testError)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 240)])
    }

    func testFlatMap_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let inner = scheduler.createColdObservable([.next(5, 11), .next(100, 12)])
        let res = scheduler.start {
            xs.flatMap { value -> TestableObservable<Int> in
                if value == 2 { throw testError }
                return inner
            }
        }
        XCTAssertEqual(res.events, [.next(215, 11), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])
    }

    func testFlatMap_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(500)])
        let inner = scheduler.createColdObservable([.next(10, 5), .next(100, 6)])
        let res = scheduler.start(disposed: 250) { xs.flatMap { _ in inner } }
        XCTAssertEqual(res.events, [.next(220, 5), .next(230, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250), Subscription(220, 250)])
    }

    func testFlatMap_SynchronousInnersAreMergedInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.flatMap { Observable.of($0, $0 * 10) } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(210, 10), .next(220, 2), .next(220, 20), .completed(230)])
    }

    func testIgnoreElements_KeepsOnlyTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 230)
        XCTAssertTrue(res.events.first?.value.isCompleted ?? false)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(310, 1), .error(320, testError)])
        let failed = scheduler2.record(ys.ignoreElements().asObservable().materialize().map { $0.error != nil }, subscribeAt: 300)
        scheduler2.start()
        XCTAssertEqual(failed.events, [.next(320, true), .completed(320)])
    }

    // MARK: flatMapLatest, switchLatest

    func testFlatMapLatest_CompletesOnlyAfterLastInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
        let inner1 = scheduler.createColdObservable([.next(10, 11), .next(40, 12), .completed(100)])
        let inner2 = scheduler.createColdObservable([.next(20, 21), .completed(60)])
        let res = scheduler.start { xs.flatMapLatest { $0 == 1 ? inner1 : inner2 } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(260, 21), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(inner1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(240, 300)])
    }

    func testFlatMapLatest_CompletesWithTheSourceWhenTheLastInnerIsDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let inner = scheduler.createColdObservable([.next(10, 11), .completed(20)])
        let res = scheduler.start { xs.flatMapLatest { _ in inner } }
        XCTAssertEqual(res.events, [.next(220, 11), .completed(300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapLatest_InnerErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
        let inner = scheduler.createColdObservable([.next(10, 11), .error(20, testError)])
        let res = scheduler.start { xs.flatMapLatest { _ in inner } }
        XCTAssertEqual(res.events, [.next(220, 11), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testFlatMapLatest_SelectorThrowsAndSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(500)])
        let inner = scheduler.createColdObservable([.next(5, 11), .next(100, 12)])
        let res = scheduler.start {
            xs.flatMapLatest { value -> TestableObservable<Int> in
                if value == 2 { throw testError }
                return inner
            }
        }
        XCTAssertEqual(res.events, [.next(215, 11), .error(220, testError)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(310, 1), .error(330, testError2)])
        let inner2 = scheduler2.createColdObservable([.next(5, 11), .next(100, 12)])
        let failed = scheduler2.record(ys.flatMapLatest { _ in inner2 }, subscribeAt: 300)
        scheduler2.start()
        XCTAssertEqual(failed.events, [.next(315, 11), .error(330, testError2)])
    }

    func testFlatMapLatest_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
        let inner = scheduler.createColdObservable([.next(10, 11), .next(100, 12)])
        let res = scheduler.start(disposed: 250) { xs.flatMapLatest { _ in inner } }
        XCTAssertEqual(res.events, [.next(220, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
    }

    func testSwitchLatest_DropsThePreviousInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner1 = scheduler.createHotObservable([.next(215, 1), .next(235, 2), .completed(400)])
        let inner2 = scheduler.createHotObservable([.next(225, 10), .next(245, 20), .completed(260)])
        let xs = scheduler.createHotObservable([.next(210, inner1.asObservable()), .next(220, inner2.asObservable()), .completed(230)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(215, 1), .next(225, 10), .next(245, 20), .completed(260)])
        XCTAssertEqual(inner1.subscriptions, [Subscription(210, 220)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(220, 260)])
    }

    func testFlatMapLatest_ReentrantSwitchFromInsideAnInnerEvent() {
        // An inner element pushes a new source element; the old inner must be dropped.
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.flatMapLatest { value in Observable.of(value, value + 100) }
            .subscribe(onNext: { value in
                received.append(value)
                if value == 1 { subject.onNext(2) }
            })
        subject.onNext(1)
        subscription.dispose()
        XCTAssertEqual(received, [1, 2, 102])
    }

    // flatMapLatest replays `Just` inners without subscribing them (the benchmarks' c′ and h4);
    // these pin that path to the general one's timeline.

    func testFlatMapLatest_JustInnersDisposeTheLiveInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let inner = scheduler.createColdObservable([.next(5, 11), .next(20, 12), .completed(100)])
        let res = scheduler.start {
            xs.flatMapLatest { value -> Observable<Int> in value == 1 ? inner.asObservable() : .just(value) }
        }
        XCTAssertEqual(res.events, [.next(215, 11), .next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])
    }

    func testFlatMapLatest_JustThenLiveInnerThenJust() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let inner = scheduler.createColdObservable([.next(5, 21), .next(30, 22), .completed(100)])
        let res = scheduler.start {
            xs.flatMapLatest { value -> Observable<Int> in value == 2 ? inner.asObservable() : .just(value) }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(225, 21), .next(240, 3), .completed(300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(220, 240)])
    }

    func testFlatMapLatest_SourceCompletesAfterAJustInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.flatMapLatest { Observable.just($0 * 10) } }
        XCTAssertEqual(res.events, [.next(210, 10), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFlatMapLatest_SelectorThrowsWithoutALiveInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start {
            xs.flatMapLatest { value -> Observable<Int> in
                if value == 2 { throw testError }
                return .just(value)
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFlatMapLatest_ReentrantJustFromInsideAJustElement() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var completed = 0
        let subscription = subject.flatMapLatest { Observable.just($0) }
            .subscribe(onNext: { value in
                received.append(value)
                if value == 1 { subject.onNext(2) }
            }, onCompleted: { completed += 1 })
        subject.onNext(1)
        subject.onNext(3)
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(completed, 1)
    }

    // MARK: flatMapFirst

    func testFlatMapFirst_IgnoresElementsWhileAnInnerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let inners = [1, 2, 3].map { value in
            scheduler.createColdObservable([.next(10, value * 10), .completed(30)])
        }
        let res = scheduler.start { xs.flatMapFirst { inners[$0 - 1] } }
        XCTAssertEqual(res.events, [.next(220, 10), .next(270, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(inners[1].subscriptions, [])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(260, 290)])
    }

    func testFlatMapFirst_WaitsForTheRunningInnerToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let inner = scheduler.createColdObservable([.next(10, 10), .completed(50)])
        let res = scheduler.start { xs.flatMapFirst { _ in inner } }
        XCTAssertEqual(res.events, [.next(220, 10), .completed(260)])
    }

    func testFlatMapFirst_ErrorsAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
        let inner = scheduler.createColdObservable([.next(10, 10), .error(20, testError)])
        let res = scheduler.start { xs.flatMapFirst { _ in inner } }
        XCTAssertEqual(res.events, [.next(220, 10), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(610, 1), .completed(900)])
        let never = scheduler2.createColdObservable([.next(10, 10)] as [Recorded<Event<Int>>])
        let disposed = scheduler2.record(ys.flatMapFirst { _ in never }, subscribeAt: 600, disposeAt: 700)
        scheduler2.start()
        XCTAssertEqual(disposed.events, [.next(620, 10)])
        XCTAssertEqual(never.subscriptions, [Subscription(610, 700)])
    }

    // MARK: concatMap

    func testConcatMap_SubscribesInnersOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let inner1 = scheduler.createColdObservable([.next(10, 11), .completed(30)])
        let inner2 = scheduler.createColdObservable([.next(5, 21), .completed(10)])
        let res = scheduler.start { xs.concatMap { $0 == 1 ? inner1 : inner2 } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(245, 21), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(240, 250)])
    }

    func testConcatMap_SelectorThrowsForAQueuedElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let inner = scheduler.createColdObservable([.next(10, 11), .completed(30)])
        let res = scheduler.start {
            xs.concatMap { value -> TestableObservable<Int> in
                if value == 2 { throw testError }
                return inner
            }
        }
        // The source's element at 220 was scheduled before the inner's, so the error wins.
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])
    }

    func testConcatMap_InnerErrorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let failing = scheduler.createColdObservable([.error(20, testError)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.concatMap { _ in failing } }
        XCTAssertEqual(res.events, [.error(230, testError)])
        XCTAssertEqual(failing.subscriptions, [Subscription(210, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(310, 1), .completed(320)])
        let slow = scheduler2.createColdObservable([.next(10, 1), .completed(300)])
        let disposed = scheduler2.record(ys.concatMap { _ in slow }, subscribeAt: 300, disposeAt: 400)
        scheduler2.start()
        XCTAssertEqual(disposed.events, [.next(320, 1)])
        XCTAssertEqual(slow.subscriptions, [Subscription(310, 400)])
    }

    func testMergeMaxConcurrent_QueuesBeyondTheLimit() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(50)])
        let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, a.asObservable()), .next(211, b.asObservable()), .next(212, c.asObservable()), .completed(213),
        ])
        let res = scheduler.start { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(221, 2), .next(240, 3), .completed(261)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(211, 261)])
        XCTAssertEqual(c.subscriptions, [Subscription(230, 250)])
    }
}
