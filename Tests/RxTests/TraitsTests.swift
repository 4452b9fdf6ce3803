import XCTest
import Rx
import RxTesting

final class TraitsTests: RxTestCase {
    func testSingle_CreateSuccessAndFailure() {
        var results: [String] = []
        _ = Single<Int>.create { observer in observer(.success(1)); observer(.success(2)); return Disposables.create() }
            .subscribe(onSuccess: { results.append("success \($0)") }, onFailure: { results.append("failure \($0)") })
        _ = Single<Int>.create { observer in observer(.failure(testError)); return Disposables.create() }
            .subscribe(onSuccess: { results.append("success \($0)") }, onFailure: { results.append("failure \($0)") })
        XCTAssertEqual(results, ["success 1", "failure TestError(1)"])
    }

    func testAsSingle_Timeline() {
        let scheduler = TestScheduler(initialClock: 0)
        let one = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        XCTAssertEqual(scheduler.start { one.asSingle().asObservable() }.events, [.next(300, 1), .completed(300)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let two = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(scheduler2.start { two.asSingle().asObservable() }.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(two.subscriptions, [Subscription(200, 220)])
        let scheduler3 = TestScheduler(initialClock: 0)
        let none = scheduler3.createHotObservable([.completed(300)] as [Recorded<Event<Int>>])
        XCTAssertEqual(scheduler3.start { none.asSingle().asObservable() }.events, [.error(300, RxError.noElements)])
    }

    func testAsMaybe_Timeline() {
        let scheduler = TestScheduler(initialClock: 0)
        let none = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<Int>>])
        XCTAssertEqual(scheduler.start { none.asMaybe().asObservable() }.events, [.completed(300)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let two = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(scheduler2.start { two.asMaybe().asObservable() }.events, [.error(220, RxError.moreThanOneElement)])
    }

    func testAsCompletable_DropsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.asSingle().asCompletable().asObservable().materialize().map { $0.isCompleted } }
        XCTAssertEqual(res.events, [.next(300, true), .completed(300)])
    }

    func testMaybe_SuccessCompletionAndError() {
        var log: [String] = []
        _ = Maybe.just(1).subscribe(onSuccess: { log.append("success \($0)") }, onError: { _ in log.append("error") }, onCompleted: { log.append("completed") })
        _ = Maybe<Int>.empty().subscribe(onSuccess: { log.append("success \($0)") }, onError: { _ in log.append("error") }, onCompleted: { log.append("completed") })
        _ = Maybe<Int>.error(testError).subscribe(onSuccess: { log.append("success \($0)") }, onError: { log.append("error \($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["success 1", "completed", "error TestError(1)"])
    }

    func testCompletable_CreateAndSubscribe() {
        var log: [String] = []
        _ = Completable.create { observer in observer(.completed); observer(.error(testError)); return Disposables.create() }
            .subscribe(onCompleted: { log.append("completed") }, onError: { log.append("error \($0)") }, onDisposed: { log.append("disposed") })
        _ = Completable.create { observer in observer(.error(testError)); return Disposables.create() }
            .subscribe(onCompleted: { log.append("completed") }, onError: { log.append("error \($0)") })
        XCTAssertEqual(log, ["completed", "disposed", "error TestError(1)"])
    }

    func testSingle_MapFlatMapAndCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single.just(2).map { $0 * 10 }.flatMap { value in Single.just(value + 1) }.asObservable()
        }
        XCTAssertEqual(res.events, [.next(200, 21), .completed(200)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let recovered = scheduler2.start { Single<Int>.error(testError).catchAndReturn(7).asObservable() }
        XCTAssertEqual(recovered.events, [.next(200, 7), .completed(200)])
    }

    func testInfallible_CreateAndAsInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, -1), .completed(220)])
        var received: [Int] = []
        _ = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.completed)
            return Disposables.create()
        }.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1])
    }
}

final class DriverSignalTests: RxTestCase {
    func testDriver_ReplaysTheLatestAndNeverFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(240, testError)])
        var first: TestableObserver<Int>?
        var late: TestableObserver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            first = scheduler.record(driver.asObservable(), subscribeAt: 200)
            late = scheduler.record(driver.asObservable(), subscribeAt: 230)
            scheduler.start()
        }
        // observe(on:) a virtual-time scheduler delivers one tick later.
        XCTAssertEqual(first?.events, [.next(211, 1), .next(221, 2), .next(241, -1), .completed(241)])
        XCTAssertEqual(late?.events, [.next(230, 2), .next(241, -1), .completed(241)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testSignal_DoesNotReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        var first: TestableObserver<Int>?
        var late: TestableObserver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: -1)
            first = scheduler.record(signal.asObservable(), subscribeAt: 200)
            late = scheduler.record(signal.asObservable(), subscribeAt: 230)
            scheduler.start()
        }
        XCTAssertEqual(first?.events, [.next(211, 1), .next(241, 2), .completed(301)])
        XCTAssertEqual(late?.events, [.next(241, 2), .completed(301)])
    }

    func testDriver_JustIsDeliveredOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: TestableObserver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = Driver.just(5)
            observer = scheduler.record(driver.asObservable(), subscribeAt: 200)
            scheduler.start()
        }
        XCTAssertEqual(observer?.events, [.next(201, 5), .completed(201)])
    }

    func testSharingSchedulerMock_RestoresTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
        }
        XCTAssertFalse(SharingScheduler.make() as AnyObject === scheduler)
    }
}
