import XCTest
import Rx
import RxTesting

final class AndThenTests: RxTestCase {
    func testAndThen_CompletableThenSingle_SubscribesTheSecondOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Never>>])
        let second = scheduler.createColdObservable([.next(30, 7), .completed(30)])
        let res = scheduler.start { first.asCompletable().andThen(second.asSingle()).asObservable() }
        XCTAssertEqual(res.events, [.next(250, 7), .completed(250)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 250)])
    }

    func testAndThen_FirstFails_SecondNeverSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.error(220, testError)] as [Recorded<Event<Never>>])
        let second = scheduler.createColdObservable([.next(30, 7), .completed(40)])
        let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testAndThen_DisposedDuringTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Never>>])
        let second = scheduler.createColdObservable([.next(30, 7), .next(900, 8)])
        let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
        XCTAssertEqual(res.events, [.next(250, 7)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 1000)])
    }

    func testAndThen_ReleasesTheFirstChainOnceItCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.completed(210)] as [Recorded<Event<Never>>])
        final class Token {}
        var token: Token? = Token()
        weak let weakToken = token
        var completable = first.asCompletable().do(onCompleted: { [token] in _ = token })
        let subscription = completable.andThen(Completable.never()).subscribe()
        scheduler.advanceTo(300)
        token = nil
        completable = .never()
        XCTAssertNil(weakToken, "andThen must not keep the completed first chain alive")
        subscription.dispose()
    }

    func testAndThen_ReleasesTheFirstChainOnceItFailed() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.error(210, testError)] as [Recorded<Event<Never>>])
        final class Token {}
        var token: Token? = Token()
        weak let weakToken = token
        var completable = first.asCompletable().do(onError: { [token] _ in _ = token })
        let subscription = completable.andThen(Observable<Int>.never()).subscribe()
        scheduler.advanceTo(300)
        token = nil
        completable = .never()
        XCTAssertNil(weakToken, "andThen must not keep the failed first chain alive")
        subscription.dispose()
    }
}
