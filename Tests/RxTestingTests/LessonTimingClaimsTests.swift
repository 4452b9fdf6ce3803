import Rx
import RxTesting
import XCTest

/// Timing facts the course states in its lessons, each proved here so that the text cannot
/// drift from the library (docs/LESSON_FORMAT.md lists which lesson cites which test).
final class LessonTimingClaimsTests: XCTestCase {
    /// Lesson 02: `scheduler.start { ... }` creates the observable at 100, subscribes at 200 and
    /// disposes at 1000.
    func testStartWithClosure_CreatesAt100SubscribesAt200DisposesAt1000() {
        let scheduler = TestScheduler(initialClock: 0)
        var createdAt: Int?
        let source = scheduler.createColdObservable([.next(10, "a"), .next(900, "too late")])
        let observer = scheduler.start { () -> Observable<String> in
            createdAt = scheduler.clock
            return source.asObservable()
        }
        XCTAssertEqual(createdAt, 100)
        XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(observer.events, [.next(210, "a")], "the value due at 200 + 900 = 1100 comes after the disposal at 1000")
    }

    /// Lesson 02: `start(created:subscribed:disposed:create:)` runs the closure, subscribes and
    /// disposes at the times it is given, not at 100 / 200 / 1000.
    func testStartWithAllTimes_CreatesSubscribesAndDisposesWhenTold() {
        let scheduler = TestScheduler(initialClock: 0)
        var createdAt: Int?
        let source = scheduler.createColdObservable([.next(10, "a"), .next(400, "too late")])
        let observer = scheduler.start(created: 50, subscribed: 150, disposed: 500) { () -> Observable<String> in
            createdAt = scheduler.clock
            return source.asObservable()
        }
        XCTAssertEqual(createdAt, 50)
        XCTAssertEqual(source.subscriptions, [Subscription(150, 500)])
        XCTAssertEqual(observer.events, [.next(160, "a")], "the value due at 150 + 400 = 550 comes after the disposal at 500")
    }

    /// Lesson 02: `start(disposed:create:)` keeps the default 100 and 200 and disposes when told.
    func testStartWithDisposed_KeepsCreatedAt100AndSubscribedAt200() {
        let scheduler = TestScheduler(initialClock: 0)
        var createdAt: Int?
        let source = scheduler.createColdObservable([.next(10, "a"), .next(150, "too late")])
        let observer = scheduler.start(disposed: 300) { () -> Observable<String> in
            createdAt = scheduler.clock
            return source.asObservable()
        }
        XCTAssertEqual(createdAt, 100)
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(observer.events, [.next(210, "a")], "the value due at 200 + 150 = 350 comes after the disposal at 300")
    }

    /// Lessons 02 and 19: `scheduler.start()` without a closure only runs the clock. A cold
    /// observable subscribed before it (as seed 000's test binds its requests) is subscribed at
    /// the clock's time then, 0, so its times 100 and 200 arrive at 100 and 200.
    func testStartWithoutClosure_ColdObservableBoundBeforehandCountsFromZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let requests = PublishRelay<Void>()
        let cold = scheduler.createColdObservable([.next(100, ()), .next(200, ())])
        let bag = DisposeBag()
        cold.bind(to: requests).disposed(by: bag)
        let output = scheduler.createObserver(String.self)
        requests.map { "hello" }.subscribe(output).disposed(by: bag)
        scheduler.start()
        XCTAssertEqual(cold.subscriptions, [Subscription(0)], "bound at clock 0, before start(); never disposed")
        XCTAssertEqual(output.events, [.next(100, "hello"), .next(200, "hello")])
    }

    /// Lesson 19: a strong `self` in a `flatMap` closure over the object's own relay keeps the
    /// object alive until the subscription is disposed; `[unowned self]` does not.
    func testStrongSelfInAChainOverItsOwnRelay_KeepsTheOwnerUntilDisposed() {
        weak var strongOwner: RelayOwner?
        var subscription: Disposable?
        do {
            let owner = RelayOwner()
            strongOwner = owner
            subscription = owner.responseCapturingStrongly.subscribe()
        }
        XCTAssertNotNil(strongOwner, "the subscription keeps the owner alive")
        subscription?.dispose()
        XCTAssertNil(strongOwner, "disposing the subscription frees the owner")

        weak var unownedOwner: RelayOwner?
        do {
            let owner = RelayOwner()
            unownedOwner = owner
            subscription = owner.responseCapturingUnowned.subscribe()
        }
        XCTAssertNil(unownedOwner, "an unowned capture keeps nothing alive")
        subscription?.dispose()
    }

    private final class RelayOwner {
        let request = PublishRelay<Void>()
        var responseCapturingStrongly: Observable<String> {
            request.flatMap { _ in self.answer() }
        }
        var responseCapturingUnowned: Observable<String> {
            request.flatMap { [unowned self] _ in self.answer() }
        }
        private func answer() -> Observable<String> { .just("answer") }
    }

    /// Lesson 01: after `completed` (or `error`) nothing more arrives, even if the source tries.
    func testTerminalEvent_NothingArrivesAfterIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError())
            observer.onCompleted()
            return Disposables.create()
        }
        let observer = scheduler.start { source }
        XCTAssertEqual(observer.events, [.next(200, 1), .completed(200)])
    }

    private struct TestError: Error {}
}
