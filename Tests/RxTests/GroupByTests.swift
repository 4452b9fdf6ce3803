import XCTest
import Rx
import RxTesting

final class GroupByTests: RxTestCase {
    func testGroupBy_EmitsEachGroupBeforeItsFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        let res = scheduler.start {
            xs.groupBy { $0 % 2 }.flatMap { group in group.map { "\(group.key):\($0)" } }
        }
        XCTAssertEqual(res.events, [.next(210, "1:1"), .next(220, "0:2"), .next(230, "1:3"), .next(240, "0:4"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testGroupBy_OuterSeesEachKeyOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a1"), .next(220, "b1"), .next(230, "a2"), .completed(300)])
        let res = scheduler.start { xs.groupBy { String($0.prefix(1)) }.map { $0.key } }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "b"), .completed(300)])
    }

    func testGroupBy_SynchronousSourceDoesNotTrap() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.just(3).groupBy { $0 % 2 }.flatMap { group in group.map { group.key * 100 + $0 } }
        }
        XCTAssertEqual(res.events, [.next(200, 103), .completed(200)])
    }

    func testGroupBy_ErrorReachesGroupsThenOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start {
            xs.groupBy { $0 }.flatMap { group in group.materialize().map { "\(group.key):\($0)" } }
        }
        XCTAssertEqual(res.events, [.next(210, "1:next(1)"), .next(220, "1:error(TestError(1))"), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testGroupBy_KeySelectorThrowsUnsubscribesTheSourceEvenWhileAGroupIsObserved() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let outer = scheduler.createObserver(Int.self)
        let groupObserver = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(
                xs.groupBy { value -> Int in
                    if value == 2 { throw testError }
                    return value
                }
                .do(onNext: { group in subscriptions.append(group.subscribe(groupObserver)) })
                .map { $0.key }
                .subscribe(outer)
            )
        }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(outer.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(groupObserver.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testGroupBy_GroupsOutliveTheOuterSubscriptionUntilTheirObserversLeave() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 3), .next(350, 5), .next(420, 7), .completed(500)])
        let groupObserver = scheduler.createObserver(Int.self)
        var outerSubscription: Disposable?
        var groupSubscription: Disposable?
        scheduler.scheduleAt(200) {
            outerSubscription = xs.groupBy { $0 % 2 }.subscribe(onNext: { group in
                groupSubscription = group.subscribe(groupObserver)
            })
        }
        scheduler.scheduleAt(300) { outerSubscription?.dispose() }
        scheduler.scheduleAt(400) { groupSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(groupObserver.events, [.next(210, 1), .next(320, 3), .next(350, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testGroupBy_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.groupBy { $0 }.map { $0.key } }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
