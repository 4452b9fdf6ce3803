import XCTest
import Rx
import RxTesting

final class MergeConcatTests: RxTestCase {
    // MARK: merge

    func testMerge_InterleavesAndCompletesWhenAllComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func testMerge_ErrorFromOneDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
        let res = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testMerge_EmptyListCompletesAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.start { Observable<Int>.merge([Observable<Int>]()) }
        XCTAssertEqual(empty.events, [.completed(200)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let xs = scheduler2.createHotObservable([.next(210, 1), .next(300, 2)])
        let disposed = scheduler2.start(disposed: 250) { Observable.merge(xs.asObservable(), .never()) }
        XCTAssertEqual(disposed.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMerge_ObservableOfObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(5, 2), .completed(50)])
        let xs = scheduler.createHotObservable([.next(210, a.asObservable()), .next(220, b.asObservable()), .completed(230)])
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(225, 2), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 270)])
    }

    // MARK: concat

    func testConcat_SubscribesTheNextWhenThePreviousCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { xs.concat(ys) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
    }

    func testConcat_ErrorStopsBeforeTheNextSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { Observable.concat([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testConcat_DisposedDuringTheSecondSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(100, 3), .completed(200)])
        let res = scheduler.start(disposed: 300) { Observable.concat(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 300)])
    }

    func testConcat_ManySynchronousSourcesDoNotGrowTheStack() {
        let sources = (0..<20_000).map { Observable.just($0) }
        var count = 0
        var completed = false
        let subscription = Observable.concat(sources).subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
        subscription.dispose()
        XCTAssertEqual(count, 20_000)
        XCTAssertTrue(completed)
    }

    func testConcat_SubscribesItsFirstSourceImmediately() {
        // RxSwift's concat subscribes its first source during its own subscription, even when
        // a trampoline already runs on the thread: a sibling subscribed after it comes after.
        var received: [Int] = []
        let subscription = Observable.merge(Observable.concat(.just(1), .just(2)), .just(3))
            .subscribe(onNext: { received.append($0) })
        subscription.dispose()
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testConcat_OfObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, a.asObservable()), .next(215, b.asObservable()), .completed(300)])
        let res = scheduler.start { xs.concat() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(235, 2), .completed(300)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 240)])
    }
}
