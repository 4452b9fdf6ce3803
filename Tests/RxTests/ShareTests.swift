import XCTest
import Rx
import RxTesting

final class ShareTests: RxTestCase {
    func testShare_WhileConnectedReplay1_LateSubscriberAfterCompletionStartsAfresh() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let shared = xs.share(replay: 1, scope: .whileConnected)
        let first = scheduler.record(shared, subscribeAt: 200)
        let second = scheduler.record(shared, subscribeAt: 250)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        // No stale replay of 2: a new connection.
        XCTAssertEqual(second.events, [.next(260, 1), .next(270, 2), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 280)])
    }

    func testShare_ForeverReplay1_LateSubscriberGetsTheStaleReplayAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let shared = xs.share(replay: 1, scope: .forever)
        let first = scheduler.record(shared, subscribeAt: 200)
        let second = scheduler.record(shared, subscribeAt: 250)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(250, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testShare_WhileConnectedReplay1_ReplaysToALateSubscriberWhileConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let shared = xs.share(replay: 1)
        let first = scheduler.record(shared, subscribeAt: 200)
        let second = scheduler.record(shared, subscribeAt: 220)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2), .completed(300)])
        XCTAssertEqual(second.events, [.next(220, 1), .next(230, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testShare_Replay0_DisconnectsWhenTheLastSubscriberLeavesAndReconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(310, 3), .completed(400)])
        let shared = xs.share()
        let first = scheduler.record(shared, subscribeAt: 200, disposeAt: 250)
        let second = scheduler.record(shared, subscribeAt: 220, disposeAt: 270)
        let third = scheduler.record(shared, subscribeAt: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1)])
        XCTAssertEqual(second.events, [.next(260, 2)])
        XCTAssertEqual(third.events, [.next(310, 3), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270), Subscription(300, 400)])
    }

    func testShare_ForeverReplay0_AfterCompletionNewSubscribersOnlyComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.share(scope: .forever)
        let first = scheduler.record(shared, subscribeAt: 200)
        let second = scheduler.record(shared, subscribeAt: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testShare_WhileConnectedReplay2_AfterErrorStartsAfresh() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, testError)])
        let shared = xs.share(replay: 2)
        let first = scheduler.record(shared, subscribeAt: 200)
        let late = scheduler.record(shared, subscribeAt: 225)
        let second = scheduler.record(shared, subscribeAt: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .error(230, testError)])
        XCTAssertEqual(late.events, [.next(225, 1), .next(225, 2), .error(230, testError)])
        XCTAssertEqual(second.events, [.next(310, 1), .next(320, 2), .error(330, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    // MARK: publish, replay, multicast, refCount, connect

    func testPublish_NothingFlowsUntilConnectAndEachConnectionHasItsOwnSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .next(410, 3), .next(510, 4), .completed(600)])
        let published = xs.publish()
        let observer = scheduler.record(published.asObservable(), subscribeAt: 200)
        var connection: Disposable?
        scheduler.scheduleAt(300) { connection = published.connect() }
        scheduler.scheduleAt(400) { connection?.dispose() }
        scheduler.scheduleAt(500) { connection = published.connect() }
        scheduler.scheduleAt(700) { connection?.dispose() }
        let second = scheduler.record(published.asObservable(), subscribeAt: 450)
        scheduler.start()
        // The subscriber of the first connection's subject never hears the second connection.
        XCTAssertEqual(observer.events, [.next(310, 2)])
        XCTAssertEqual(second.events, [.next(510, 4), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(500, 600)])
    }

    func testReplay_EachConnectionHasItsOwnBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .next(40, 4), .next(50, 5)])
        let replayed = xs.replay(2)
        var connection: Disposable?
        scheduler.scheduleAt(200) { connection = replayed.connect() }
        scheduler.scheduleAt(245) { connection?.dispose() }
        scheduler.scheduleAt(300) { connection = replayed.connect() }
        scheduler.scheduleAt(345) { connection?.dispose() }
        let first = scheduler.record(replayed.asObservable(), subscribeAt: 225)
        let second = scheduler.record(replayed.asObservable(), subscribeAt: 325)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(225, 1), .next(225, 2), .next(230, 3), .next(240, 4)])
        XCTAssertEqual(second.events, [.next(325, 1), .next(325, 2), .next(330, 3), .next(340, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245), Subscription(300, 345)])
    }

    func testReplayAll_EachConnectionHasItsOwnBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        let replayed = xs.replayAll()
        var connection: Disposable?
        scheduler.scheduleAt(200) { connection = replayed.connect() }
        scheduler.scheduleAt(250) { connection?.dispose() }
        scheduler.scheduleAt(300) { connection = replayed.connect() }
        scheduler.scheduleAt(350) { connection?.dispose() }
        let first = scheduler.record(replayed.asObservable(), subscribeAt: 215)
        let second = scheduler.record(replayed.asObservable(), subscribeAt: 315)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(215, 1), .next(220, 2), .next(230, 3)])
        XCTAssertEqual(second.events, [.next(315, 1), .next(320, 2), .next(330, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 350)])
    }

    func testConnect_TwiceReturnsTheSameConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let published = xs.publish()
        scheduler.scheduleAt(200) {
            let a = published.connect()
            let b = published.connect()
            scheduler.scheduleAt(300) { b.dispose(); a.dispose() }
        }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReplay_LateSubscriberGetsTheBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4)])
        let replayed = xs.replay(2)
        var connection: Disposable?
        scheduler.scheduleAt(200) { connection = replayed.connect() }
        let late = scheduler.record(replayed.asObservable(), subscribeAt: 250)
        scheduler.scheduleAt(900) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(250, 2), .next(250, 3), .next(300, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
    }

    func testReplayAll_ReplaysEverythingWhileConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(260)])
        let replayed = xs.replayAll()
        scheduler.scheduleAt(200) { _ = replayed.connect() }
        let late = scheduler.record(replayed.asObservable(), subscribeAt: 230)
        // The connection ended with the source: a subscriber after that meets the next
        // connection's fresh subject, which has not started.
        let afterTheEnd = scheduler.record(replayed.asObservable(), subscribeAt: 270)
        scheduler.start()
        XCTAssertEqual(late.events, [.next(230, 1), .next(230, 2), .next(240, 3), .completed(260)])
        XCTAssertEqual(afterTheEnd.events, [])
    }

    func testRefCount_ConnectsOnFirstAndDisconnectsAfterLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(270, 3), .next(320, 4)])
        let counted = xs.publish().refCount()
        let first = scheduler.record(counted, subscribeAt: 200, disposeAt: 250)
        let second = scheduler.record(counted, subscribeAt: 230, disposeAt: 280)
        let third = scheduler.record(counted, subscribeAt: 300, disposeAt: 330)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(240, 2)])
        XCTAssertEqual(second.events, [.next(240, 2), .next(270, 3)])
        XCTAssertEqual(third.events, [.next(320, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280), Subscription(300, 330)])
    }

    func testMulticast_MakeSubjectGivesEachConnectionAFreshSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let counted = xs.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) }).refCount()
        let first = scheduler.record(counted, subscribeAt: 200)
        let second = scheduler.record(counted, subscribeAt: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testMulticast_SameSubjectStaysTerminated() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let subject = PublishSubject<Int>()
        let connectable = xs.multicast(subject)
        let first = scheduler.record(connectable.asObservable(), subscribeAt: 150)
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        let second = scheduler.record(connectable.asObservable(), subscribeAt: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.completed(300)])
    }

    /// RxSwift's issue 1323: a shared `flatMap` whose source emits while `connect()` is still
    /// subscribing to it, and whose inner sequences emit on another queue. `connect()` holds the
    /// adapter's lock while it subscribes; an event from the other queue must not wait for that
    /// lock while holding the `flatMap`'s (seen deadlocking with `.forever`, which multicasts).
    func testShare_AFlatMapEmittingFromAnotherQueueWhileConnecting_DoesNotDeadlock() {
        let shares: [(String, @Sendable (Observable<Int>) -> Observable<Int>)] = [
            ("forever, replay 0", { $0.share(replay: 0, scope: .forever) }),
            ("forever, replay 1", { $0.share(replay: 1, scope: .forever) }),
            ("whileConnected, replay 1", { $0.share(replay: 1, scope: .whileConnected) }),
            ("publish().refCount()", { $0.publish().refCount() }),
        ]
        for (name, share) in shares {
            let finished = DispatchSemaphore(value: 0)
            let completed = expectation(description: "completed: \(name)")
            Thread.detachNewThread {
                let source = Observable<Int>.create { observer in
                    observer.onNext(1)
                    Thread.sleep(forTimeInterval: 0.05) // the other queue's event arrives meanwhile
                    observer.onCompleted()
                    return Disposables.create()
                }
                .flatMap { value in
                    Observable<Int>.create { observer in
                        nonisolated(unsafe) let observer = observer // reason: used on the one queue only
                        DispatchQueue.global().async {
                            observer.onNext(value)
                            observer.onCompleted()
                        }
                        return Disposables.create()
                    }
                }
                _ = share(source).subscribe(onCompleted: { completed.fulfill() })
                finished.signal()
            }
            XCTAssertEqual(finished.wait(timeout: .now() + 10), .success, "\(name): subscribing deadlocked")
            wait(for: [completed], timeout: 10)
        }
    }

    /// RxSwift's issue 2653: `share(replay: 1, scope: .whileConnected)` replays to a new
    /// subscriber after letting go of its lock, so an observer that waits, inside the replayed
    /// element, for another thread subscribing to the same sequence does not hold it up.
    func testShareReplay1WhileConnected_ReplaysOutsideItsLock() {
        // Subscribed from one other thread while this one waits for it.
        nonisolated(unsafe) let shared = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create()
        }
        .share(replay: 1, scope: .whileConnected)
        let connection = shared.subscribe()
        var otherSubscribed: DispatchTimeoutResult?
        let second = shared.subscribe(onNext: { _ in
            let subscribed = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                shared.subscribe().dispose()
                subscribed.signal()
            }
            otherSubscribed = subscribed.wait(timeout: .now() + 5)
        })
        XCTAssertEqual(otherSubscribed, .success, "another thread's subscription waited for the replay to end")
        second.dispose()
        connection.dispose()
    }
}
