import XCTest
import Rx
import RxTesting

final class TakeTests: RxTestCase {
    func testTake_CompletesWithTheLastTakenElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.take(2) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTake_ZeroNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.take(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTake_MoreThanAvailableAndErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.take(5) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .error(220, testError)])
        let failed = scheduler2.start { ys.take(5) }
        XCTAssertEqual(failed.events, [.next(210, 1), .error(220, testError)])
    }

    func testTake_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let res = scheduler.start(disposed: 250) { xs.take(3) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTake_ReentrantEmissionDoesNotOvershoot() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var completed = 0
        let subscription = subject.take(2).subscribe(onNext: { value in
            received.append(value)
            subject.onNext(value + 1)
        }, onCompleted: { completed += 1 })
        subject.onNext(1)
        subscription.dispose()
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(completed, 1)
    }

    func testTakeFor_CompletesAfterTheDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3), .completed(300)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeFor_SourceEndsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: take(until:)

    func testTakeUntil_OtherElementCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let other = scheduler.createHotObservable([.next(240, "stop"), .completed(260)])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 240)])
    }

    func testTakeUntil_OtherCompletionChangesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let other = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(250, 2), .completed(300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntil_OtherErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let other = scheduler.createHotObservable([.error(220, testError)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntil_OtherIsSubscribedFirstAndCanStopSynchronously() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.take(until: Observable.just(0)) }
        XCTAssertEqual(res.events, [.completed(200)])
        // As in RxSwift the source is still subscribed, then disposed at once.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testTakeUntil_SourceErrorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let other = scheduler.createHotObservable([.next(500, 0)])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(300, 2)])
        let other2 = scheduler2.createHotObservable([.next(500, 0)])
        let disposed = scheduler2.start(disposed: 250) { ys.take(until: other2) }
        XCTAssertEqual(disposed.events, [.next(210, 1)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other2.subscriptions, [Subscription(200, 250)])
    }

    func testTakeUntilPredicate_ExclusiveAndInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 2), .completed(300)])
        let exclusive = scheduler.record(xs.take(until: { $0 > 3 }), subscribeAt: 200)
        let inclusive = scheduler.record(xs.take(until: { $0 > 3 }, behavior: .inclusive), subscribeAt: 200)
        scheduler.start()
        XCTAssertEqual(exclusive.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(inclusive.events, [.next(210, 1), .next(220, 5), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(200, 220)])
    }

    func testTakeWhile_StopsAtTheFirstFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 7), .next(240, 1), .completed(300)])
        let exclusive = scheduler.record(xs.take(while: { $0 < 5 }), subscribeAt: 200)
        let inclusive = scheduler.record(xs.take(while: { $0 < 5 }, behavior: .inclusive), subscribeAt: 200)
        scheduler.start()
        XCTAssertEqual(exclusive.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(inclusive.events, [.next(210, 1), .next(220, 2), .next(230, 7), .completed(230)])
    }

    func testTakeWhile_PredicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.take(while: { value in if value == 2 { throw testError }; return true }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: takeLast

    func testTakeLast_EmitsTheLastElementsOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [.next(300, 2), .next(300, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeLast_ZeroErrorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let zero = scheduler.start { xs.takeLast(0) }
        XCTAssertEqual(zero.events, [.completed(300)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .error(220, testError)])
        let failed = scheduler2.start { ys.takeLast(1) }
        XCTAssertEqual(failed.events, [.error(220, testError)])
        let scheduler3 = TestScheduler(initialClock: 0)
        let zs = scheduler3.createHotObservable([.next(210, 1), .completed(300)])
        let disposed = scheduler3.start(disposed: 250) { zs.takeLast(1) }
        XCTAssertEqual(disposed.events, [])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 250)])
    }
}
