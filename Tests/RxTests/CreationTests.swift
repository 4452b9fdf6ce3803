import XCTest
import Rx
import RxTesting

final class CreationTests: RxTestCase {
    // MARK: create

    func testCreate_ForwardsEventsAndIgnoresEverythingAfterTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
                observer.onNext(3)
                observer.onError(testError)
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testCreate_DisposesItsSubscriptionOnTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError), .next(260, 2)])
        var disposedAt: [Int] = []
        let res = scheduler.start {
            Observable<Int>.create { observer in
                let inner = xs.subscribe(observer)
                return Disposables.create {
                    disposedAt.append(scheduler.clock)
                    inner.dispose()
                }
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(disposedAt, [250])
    }

    func testCreate_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(400)])
        let res = scheduler.start(disposed: 250) { Observable<Int>.create { xs.subscribe($0) } }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: just, empty, never, error

    func testJust_EmitsAndCompletesSynchronously() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42) }
        XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
    }

    func testJust_OnSchedulerTakesOneTickPerEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
    }

    func testJust_OnSchedulerDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 201) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testEmpty_CompletesAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.empty() }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testNever_EmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.never() }
        XCTAssertEqual(res.events, [])
    }

    func testError_FailsAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.error(testError) }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    // MARK: of, from

    func testOf_EmitsInOrderThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    func testOf_OnSchedulerEmitsOneElementPerTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testFrom_OnSchedulerDisposedMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 202) { Observable.from([1, 2, 3], scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1)])
    }

    func testFrom_AnySequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(stride(from: 0, to: 6, by: 2)) }
        XCTAssertEqual(res.events, [.next(200, 0), .next(200, 2), .next(200, 4), .completed(200)])
    }

    func testFrom_Optional() {
        let scheduler = TestScheduler(initialClock: 0)
        let some = scheduler.start { Observable.from(optional: 5 as Int?) }
        XCTAssertEqual(some.events, [.next(200, 5), .completed(200)])
        let none = TestScheduler(initialClock: 0).start { Observable<Int>.from(optional: nil) }
        XCTAssertEqual(none.events, [.completed(200)])
    }

    func testFrom_OptionalOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: 5 as Int?, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 5), .completed(202)])
    }

    func testOf_NestedSynchronousSubscriptionsInterleaveOnTheTrampoline() {
        var received: [Int] = []
        let outer = Observable.of(Observable.of(1, 2, 3), Observable.of(10, 20, 30))
        let subscription = outer.subscribe(onNext: { inner in
            _ = inner.subscribe(onNext: { received.append($0) })
        })
        subscription.dispose()
        XCTAssertEqual(received, [1, 2, 10, 3, 20, 30])
    }

    // MARK: deferred

    func testDeferred_CallsTheFactoryPerSubscriptionAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var factoryTimes: [Int] = []
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let deferred = Observable<Int>.deferred {
            factoryTimes.append(scheduler.clock)
            return xs.asObservable()
        }
        let first = scheduler.record(deferred, subscribeAt: 200)
        let second = scheduler.record(deferred, subscribeAt: 300)
        scheduler.start()
        XCTAssertEqual(factoryTimes, [200, 300])
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testDeferred_FactoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.deferred { throw testError } }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func testDeferred_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
        let res = scheduler.start(disposed: 250) { Observable<Int>.deferred { xs.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: range

    func testRange_EmitsCountIntegersThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 5, count: 3) }
        XCTAssertEqual(res.events, [.next(200, 5), .next(200, 6), .next(200, 7), .completed(200)])
    }

    func testRange_ZeroCountCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 5, count: 0) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testRange_OnSchedulerOnePerTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: -1, count: 2, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, -1), .next(202, 0), .completed(203)])
    }

    func testRange_UpToMaxDoesNotTrap() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int8>.range(start: 126, count: 2) }
        XCTAssertEqual(res.events, [.next(200, 126), .next(200, 127), .completed(200)])
    }

    // MARK: generate, repeatElement

    func testGenerate_StepsWhileTheConditionHolds() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }) }
        XCTAssertEqual(res.events, [.next(200, 0), .next(200, 1), .next(200, 2), .completed(200)])
    }

    func testGenerate_OnSchedulerOnePerTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 < 3 }, scheduler: scheduler, iterate: { $0 + 1 })
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .completed(204)])
    }

    func testGenerate_ConditionThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { value -> Bool in
                if value == 2 { throw testError }
                return true
            }, iterate: { $0 + 1 })
        }
        XCTAssertEqual(res.events, [.next(200, 0), .next(200, 1), .error(200, testError)])
    }

    func testGenerate_IterateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in true }, iterate: { _ in throw testError })
        }
        XCTAssertEqual(res.events, [.next(200, 0), .error(200, testError)])
    }

    func testGenerate_DisposedOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler, iterate: { $0 + 1 })
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1)])
    }

    func testRepeatElement_RepeatsUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 205) { Observable.repeatElement(7, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 7), .next(202, 7), .next(203, 7), .next(204, 7)])
    }

    func testRepeatElement_TakeStopsTheSynchronousLoop() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.repeatElement(7).take(3) }
        XCTAssertEqual(res.events, [.next(200, 7), .next(200, 7), .next(200, 7), .completed(200)])
    }

    // MARK: timer, interval

    func testTimer_OneShotEmitsZeroAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, 0), .completed(300)])
    }

    func testTimer_DueNowStillTakesOneTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }

    func testTimer_DisposedBeforeItFires() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 299) { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testTimer_PeriodicStartsAfterDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 500) { Observable<Int>.timer(.seconds(50), period: .seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, 0), .next(350, 1), .next(450, 2)])
    }

    func testInterval_EmitsEveryPeriodUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 450) { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, 0), .next(400, 1)])
    }

    func testInterval_DisposedAtATickTimeRunsNoFurther() {
        let scheduler = TestScheduler(initialClock: 0)
        // The disposal at 400 was scheduled first, so it runs before the tick due at 400.
        let res = scheduler.start(disposed: 400) { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, 0)])
    }

    // MARK: using

    func testUsing_DisposesTheResourceWhenTheSequenceEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        var resource: RecordingDisposable?
        let res = scheduler.start {
            Observable.using({ () -> RecordingDisposable in
                let made = RecordingDisposable(scheduler: scheduler)
                resource = made
                return made
            }, observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(resource?.disposeTimes, [250])
    }

    func testUsing_DisposesTheResourceOnDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(500)])
        let resource = RecordingDisposable(scheduler: scheduler)
        let res = scheduler.start(disposed: 300) {
            Observable.using({ resource }, observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(resource.disposeTimes, [300])
    }

    func testUsing_ResourceFactoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        var observableFactoryCalled = false
        let res = scheduler.start {
            Observable<Int>.using({ () throws -> RecordingDisposable in throw testError }, observableFactory: { _ in
                observableFactoryCalled = true
                return .never()
            })
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertFalse(observableFactoryCalled)
    }

    func testUsing_ObservableFactoryThrowsStillDisposesTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        let resource = RecordingDisposable(scheduler: scheduler)
        let res = scheduler.start {
            Observable<Int>.using({ resource }, observableFactory: { _ in throw testError })
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(resource.disposeTimes, [200])
    }
}
