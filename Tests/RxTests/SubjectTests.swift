import XCTest
import Rx
import RxTesting

final class SubjectTests: RxTestCase {
    // MARK: PublishSubject

    func testPublishSubject_ObserversGetOnlyWhatFollowsTheirSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(230) { subject.onNext(2) }
        scheduler.scheduleAt(250) { subject.onCompleted() }
        scheduler.scheduleAt(260) { subject.onNext(3) }
        let early = scheduler.record(subject.asObservable(), subscribeAt: 200)
        let late = scheduler.record(subject.asObservable(), subscribeAt: 220)
        let afterEnd = scheduler.record(subject.asObservable(), subscribeAt: 300)
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1), .next(230, 2), .completed(250)])
        XCTAssertEqual(late.events, [.next(230, 2), .completed(250)])
        XCTAssertEqual(afterEnd.events, [.completed(300)])
        XCTAssertFalse(subject.hasObservers)
    }

    func testPublishSubject_DisposedObserverStopsReceiving() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(230) { subject.onNext(2) }
        let observer = scheduler.record(subject.asObservable(), subscribeAt: 200, disposeAt: 220)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertFalse(subject.hasObservers)
    }

    func testPublishSubject_ErrorAndDispose() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onError(testError)
        subject.onNext(1)
        XCTAssertEqual(events, [.error(testError)])
        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(late, [.error(testError)])

        let disposed = PublishSubject<Int>()
        disposed.dispose()
        XCTAssertTrue(disposed.isDisposed)
        var afterDispose: [Event<Int>] = []
        _ = disposed.subscribe { afterDispose.append($0) }
        XCTAssertEqual(afterDispose.count, 1)
        XCTAssertTrue(afterDispose.first?.error.map { "\($0)".contains("already disposed") } ?? false)
    }

    func testPublishSubject_ReentrantOnNextFromAnObserver() {
        let subject = PublishSubject<Int>()
        var first: [Int] = []
        var second: [Int] = []
        let a = subject.subscribe(onNext: { value in
            first.append(value)
            if value == 1 { subject.onNext(2) }
        })
        let b = subject.subscribe(onNext: { second.append($0) })
        subject.onNext(1)
        a.dispose()
        b.dispose()
        // The nested 2 reaches every observer before the outer 1 reaches the second one.
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [2, 1])
    }

    // MARK: BehaviorSubject

    func testBehaviorSubject_NewObserverGetsTheCurrentValueFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 0)
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(230) { subject.onNext(2) }
        let early = scheduler.record(subject.asObservable(), subscribeAt: 200)
        let late = scheduler.record(subject.asObservable(), subscribeAt: 220)
        scheduler.start()
        XCTAssertEqual(early.events, [.next(200, 0), .next(210, 1), .next(230, 2)])
        XCTAssertEqual(late.events, [.next(220, 1), .next(230, 2)])
        XCTAssertEqual(try subject.value(), 2)
    }

    func testBehaviorSubject_AfterCompletionOnlyTheCompletionIsReplayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 0)
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onCompleted() }
        scheduler.scheduleAt(230) { subject.onNext(2) }
        let early = scheduler.record(subject.asObservable(), subscribeAt: 200)
        let afterEnd = scheduler.record(subject.asObservable(), subscribeAt: 300)
        scheduler.start()
        XCTAssertEqual(early.events, [.next(200, 0), .next(210, 1), .completed(220)])
        XCTAssertEqual(afterEnd.events, [.completed(300)])
        // value() still returns the last element after completion.
        XCTAssertEqual(try subject.value(), 1)
    }

    func testBehaviorSubject_AfterErrorValueThrowsIt() {
        let subject = BehaviorSubject(value: 0)
        subject.onNext(5)
        subject.onError(testError)
        XCTAssertThrowsError(try subject.value()) { XCTAssertEqual($0 as? TestError, testError) }
        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(late, [.error(testError)])
    }

    func testBehaviorSubject_AfterDispose() {
        let subject = BehaviorSubject(value: 0)
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        XCTAssertThrowsError(try subject.value())
        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(late.count, 1)
        XCTAssertNotNil(late.first?.error)
    }

    // MARK: ReplaySubject

    func testReplaySubject_ReplaysTheBufferThenFollows() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onNext(2) }
        scheduler.scheduleAt(230) { subject.onNext(3) }
        scheduler.scheduleAt(250) { subject.onNext(4) }
        scheduler.scheduleAt(260) { subject.onCompleted() }
        let late = scheduler.record(subject.asObservable(), subscribeAt: 240)
        let afterEnd = scheduler.record(subject.asObservable(), subscribeAt: 300)
        scheduler.start()
        XCTAssertEqual(late.events, [.next(240, 2), .next(240, 3), .next(250, 4), .completed(260)])
        XCTAssertEqual(afterEnd.events, [.next(300, 3), .next(300, 4), .completed(300)])
    }

    func testReplaySubject_UnboundAndError() {
        let subject = ReplaySubject<Int>.createUnbound()
        for value in 1...5 { subject.onNext(value) }
        subject.onError(testError)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .next(4), .next(5), .error(testError)])
    }

    func testReplaySubject_AfterDisposeFails() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(1)
        subject.dispose()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events.count, 1)
        XCTAssertNotNil(events.first?.error)
    }

    // MARK: AsyncSubject

    func testAsyncSubject_EmitsOnlyTheLastElementOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onNext(2) }
        scheduler.scheduleAt(250) { subject.onCompleted() }
        let early = scheduler.record(subject.asObservable(), subscribeAt: 200)
        let afterEnd = scheduler.record(subject.asObservable(), subscribeAt: 300)
        scheduler.start()
        XCTAssertEqual(early.events, [.next(250, 2), .completed(250)])
        XCTAssertEqual(afterEnd.events, [.next(300, 2), .completed(300)])
    }

    func testAsyncSubject_EmptyAndError() {
        let empty = AsyncSubject<Int>()
        var emptyEvents: [Event<Int>] = []
        _ = empty.subscribe { emptyEvents.append($0) }
        empty.onCompleted()
        XCTAssertEqual(emptyEvents, [.completed])

        let failing = AsyncSubject<Int>()
        var events: [Event<Int>] = []
        _ = failing.subscribe { events.append($0) }
        failing.onNext(1)
        failing.onError(testError)
        failing.onCompleted()
        XCTAssertEqual(events, [.error(testError)])
        var late: [Event<Int>] = []
        _ = failing.subscribe { late.append($0) }
        XCTAssertEqual(late, [.error(testError)])
    }
}

final class RelayTests: RxTestCase {
    func testPublishRelay_AcceptsElementsAndNeverTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(210) { relay.accept(1) }
        scheduler.scheduleAt(230) { relay.accept(2) }
        let observer = scheduler.record(relay.asObservable(), subscribeAt: 220)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(230, 2)])
    }

    func testBehaviorRelay_HoldsTheCurrentValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        scheduler.scheduleAt(210) { relay.accept(1) }
        let observer = scheduler.record(relay.asObservable(), subscribeAt: 200)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(200, 0), .next(210, 1)])
        XCTAssertEqual(relay.value, 1)
    }

    func testReplayRelay_ReplaysItsBuffer() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        relay.accept(1)
        relay.accept(2)
        relay.accept(3)
        var received: [Int] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        relay.accept(4)
        subscription.dispose()
        XCTAssertEqual(received, [2, 3, 4])
    }

    func testBind_ToRelaysAndObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let behavior = BehaviorRelay(value: 0)
        let publish = PublishRelay<Int>()
        let published = scheduler.record(publish.asObservable(), subscribeAt: 150)
        let observer = scheduler.createObserver(Int.self)
        var bindings: [Disposable] = []
        scheduler.scheduleAt(200) {
            bindings.append(xs.bind(to: behavior))
            bindings.append(xs.bind(to: publish))
            bindings.append(xs.bind(to: observer))
        }
        scheduler.scheduleAt(1000) { bindings.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(behavior.value, 2)
        // A relay ignores the completion.
        XCTAssertEqual(published.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
    }
}
