import Foundation
import XCTest
import Rx
import RxTesting

final class SubscribeOnTests: TimeOperatorTestCase {
    func testSubscribeOn_SubscribesAndDisposesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    func testSubscribeOn_CompletionDisposesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testSubscribeOn_DisposedBeforeScheduledNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2)])
        let res = scheduler.start(disposed: 200) { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    /// Lesson 09: with two `subscribe(on:)` in one chain, the source is subscribed on the
    /// scheduler of the one nearest to it; the other only moves the step in between.
    func testSubscribeOn_TheOneNearestTheSourceDecidesWhereItIsSubscribed() throws {
        let key = DispatchSpecificKey<String>()
        let near = SerialDispatchQueueScheduler(internalSerialQueueName: "subscribe-on-near") { $0.setSpecific(key: key, value: "near") }
        let far = SerialDispatchQueueScheduler(internalSerialQueueName: "subscribe-on-far") { $0.setSpecific(key: key, value: "far") }
        let subscribedOn = try Observable<String?>.create { observer in
            observer.onNext(DispatchQueue.getSpecific(key: key))
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(on: near)
        .subscribe(on: far)
        .toBlocking(timeout: 5)
        .single()
        XCTAssertEqual(subscribedOn, "near")
    }

    func testSubscribeOn_SubscriptionRunsOnTheQueue() throws {
        let queue = SerialDispatchQueueScheduler(internalSerialQueueName: "subscribe-on-test")
        let subscribedOnMain = try Observable<Bool>.create { observer in
            observer.onNext(Thread.isMainThread)
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(on: queue)
        .toBlocking(timeout: 5)
        .single()
        XCTAssertFalse(subscribedOnMain)
    }
}
