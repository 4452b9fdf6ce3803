import XCTest
import Rx
import RxTesting

final class MulticastSelectorTests: RxTestCase {
    func testMulticastSelector_SharesOneSubscriptionInsideTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }, selector: { shared in Observable.zip(shared, shared.map { $0 * 10 }) { $0 + $1 } }) }
        XCTAssertEqual(res.events, [.next(210, 11), .next(240, 22), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMulticastSelector_FreshSubjectPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let multicast = xs.multicast({ ReplaySubject<Int>.create(bufferSize: 1) }, selector: { $0 })
        let first = scheduler.record(multicast, subscribeAt: 200)
        let second = scheduler.record(multicast, subscribeAt: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testMulticastSelector_ThrowingSelectorsFail() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let subjectThrows = scheduler.start { xs.multicast({ () throws -> PublishSubject<Int> in throw testError }, selector: { $0 }) }
        XCTAssertEqual(subjectThrows.events, [.error(200, testError)])
        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(210, 1)])
        let selectorThrows = other.start { ys.multicast({ PublishSubject<Int>() }, selector: { (_: Observable<Int>) throws -> Observable<Int> in throw testError }) }
        XCTAssertEqual(selectorThrows.events, [.error(200, testError)])
        XCTAssertEqual(ys.subscriptions, [])
    }
}
