import XCTest
import Rx
import RxTesting

final class CatchRetryTests: RxTestCase {
    // MARK: catch, catchAndReturn, catch(sequence:)

    func testCatch_SwitchesToTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        var caught: [String] = []
        let res = scheduler.start {
            xs.catch { error in
                caught.append("\(error)")
                return ys.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(caught, ["TestError(1)"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testCatch_CompletionPassesWithoutTheHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        var handlerCalled = false
        let res = scheduler.start { xs.catch { _ in handlerCalled = true; return .just(9) } }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertFalse(handlerCalled)
    }

    func testCatch_HandlerThrowsAndHandlerSequenceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let res = scheduler.start { xs.catch { _ in throw testError2 } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, testError2)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.error(230, testError)] as [Recorded<Event<Int>>])
        let failed = scheduler2.start { ys.catch { _ in .error(testError3) } }
        XCTAssertEqual(failed.events, [.error(230, testError3)])
    }

    func testCatch_DisposedWhileInTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, testError)] as [Recorded<Event<Int>>])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(200, 3)])
        let res = scheduler.start(disposed: 300) { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(240, 2)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 300)])
    }

    func testCatchAndReturn_EmitsTheElementAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let res = scheduler.start { xs.catchAndReturn(99) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 99), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchSequence_MovesOnWhileSourcesFailAndEndsWithTheLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let ys = scheduler.createColdObservable([.next(10, 2), .error(20, testError2)])
        let res = scheduler.start { Observable.catch(sequence: [xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .error(240, testError2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
    }

    func testCatchSequence_StopsAtTheFirstCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { Observable.catch(sequence: [xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    // MARK: retry

    func testRetry_ResubscribesAColdSourceUpToTheAttemptCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, testError)])
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(res.events, [
            .next(210, 1), .next(220, 2),
            .next(240, 1), .next(250, 2),
            .next(270, 1), .next(280, 2),
            .error(290, testError),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260), Subscription(260, 290)])
    }

    func testRetry_StopsOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetry_ForeverUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(50, testError)])
        let res = scheduler.start(disposed: 320) { xs.retry() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 1), .next(310, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(250, 300), Subscription(300, 320)])
    }

    func testRetry_SynchronousFailuresDoNotGrowTheStack() {
        var attempts = 0
        var failure: Error?
        let source = Observable<Int>.deferred {
            attempts += 1
            return .error(testError)
        }
        let subscription = source.retry(10_000).subscribe(onError: { failure = $0 })
        subscription.dispose()
        XCTAssertEqual(attempts, 10_000)
        XCTAssertEqual(failure as? TestError, testError)
    }

    // MARK: retry(when:)

    func testRetryWhen_RetriesForEachTriggerElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<Error>) in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    attempt < 2 ? .just(attempt) : .error(error)
                }
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryWhen_TriggerCompletingEarlyCompletesAtTheNextFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, testError)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Error>) in Observable<Int>.empty() }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testRetryWhen_TriggerElementsBeforeAFailureAreIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(50, testError)])
        let trigger = scheduler.createHotObservable([.next(215, 0), .next(300, 1), .completed(400)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Error>) in trigger.asObservable() }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(310, 1), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 350)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 400)])
    }

    func testRetryWhen_TriggerErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start { xs.retry(when: { (errors: Observable<Error>) in errors.flatMap { _ in Observable<Int>.error(testError2) } }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryWhen_DelayedTriggerAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start(disposed: 300) {
            xs.retry(when: { (errors: Observable<Error>) in
                errors.flatMap { _ in Observable<Int>.timer(.seconds(30), scheduler: scheduler) }
            })
        }
        // Fails at 220, retried at 250, fails at 270, retried at 300 but disposed first.
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(250, 270)])
    }

    func testRetryWhen_SourceCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.retry(when: { (errors: Observable<Error>) in errors }) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
