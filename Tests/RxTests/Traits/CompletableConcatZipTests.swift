import XCTest
import Rx
import RxTesting

final class CompletableConcatZipTests: RxTestCase {
    func testConcat_RunsOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let a: TestableObservable<Never> = scheduler.createColdObservable([.completed(30)])
        let b: TestableObservable<Never> = scheduler.createColdObservable([.completed(40)])
        let res = scheduler.start { a.asCompletable().concat(b.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(270)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 270)])
    }

    func testConcat_StaticForms_ErrorStopsTheChain() {
        let scheduler = TestScheduler(initialClock: 0)
        let a: TestableObservable<Never> = scheduler.createColdObservable([.error(10, testError)])
        let b: TestableObservable<Never> = scheduler.createColdObservable([.completed(40)])
        let res = scheduler.start { Completable.concat([a.asCompletable(), b.asCompletable()]) }
        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(b.subscriptions, [])
        let variadic = TestScheduler(initialClock: 0).start { Completable.concat(Completable.empty(), Completable.empty()) }
        XCTAssertEqual(variadic.events, [.completed(200)])
        let sequence = TestScheduler(initialClock: 0).start { Completable.concat(AnySequence([Completable.empty()])) }
        XCTAssertEqual(sequence.events, [.completed(200)])
    }

    func testZip_CompletesWhenAllHaveAndFailsOnTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let a: TestableObservable<Never> = scheduler.createHotObservable([.completed(230)])
        let b: TestableObservable<Never> = scheduler.createHotObservable([.completed(250)])
        let res = scheduler.start { Completable.zip(a.asCompletable(), b.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])

        let failing = TestScheduler(initialClock: 0)
        let c: TestableObservable<Never> = failing.createHotObservable([.error(220, testError)])
        let d: TestableObservable<Never> = failing.createHotObservable([.completed(250)])
        let failed = failing.start { Completable.zip(AnyCollection([c.asCompletable(), d.asCompletable()])) }
        XCTAssertEqual(failed.events, [.error(220, testError)])
        XCTAssertEqual(d.subscriptions, [Subscription(200, 220)])
    }

    func testAsCompletable_OfAnElementFreeObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.ignoreElements().asCompletable() }
        XCTAssertEqual(res.events, [.completed(300)])
    }
}
