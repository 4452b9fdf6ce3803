import Foundation
import XCTest
import Rx
import RxTesting

final class InfallibleControlTests: RxTestCase {
    func testInfallibleCombineLatest_AndFromSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .completed(250)])
        let res = scheduler.start {
            Infallible.combineLatest(a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12), .completed(300)])
        let from = TestScheduler(initialClock: 0)
        let sequence = from.start { Infallible.from(1...3, scheduler: from) }
        XCTAssertEqual(sequence.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testInfallibleAsDriver_DeliversOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        var res: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).asDriver() }
        }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(221)])
    }

    func testControlEvent_SubscribesOnTheMainSchedulerAndConverts() {
        let subject = PublishSubject<Int>()
        let event = ControlEvent(events: subject)
        var received: [Int] = []
        let subscription = event.asObservable().subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        XCTAssertEqual(received, [1])
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testControlProperty_ChangedSkipsTheInitialValueAndOrEmptyReadsNil() {
        let values = BehaviorSubject<String?>(value: nil)
        let written = PublishSubject<String?>()
        var sunk: [String?] = []
        let sinkSubscription = written.subscribe(onNext: { sunk.append($0) })
        let property = ControlProperty(values: values, valueSink: written.asObserver())
        var changes: [String] = []
        var all: [String] = []
        let changedSubscription = property.changed.asObservable().subscribe(onNext: { changes.append($0 ?? "nil") })
        let orEmptySubscription = property.orEmpty.subscribe(onNext: { all.append($0) })
        values.onNext("a")
        property.onNext("b")
        XCTAssertEqual(changes, ["a"])
        XCTAssertEqual(all, ["", "a"])
        XCTAssertEqual(sunk, ["b"])
        Disposables.create(sinkSubscription, changedSubscription, orEmptySubscription).dispose()
    }

    func testNotificationCenter_DeliversWhileSubscribed() {
        let center = NotificationCenter()
        let name = Notification.Name("ping")
        var received: [String] = []
        let subscription = center.rx.notification(name).subscribe(onNext: { received.append($0.name.rawValue) })
        center.post(name: name, object: nil)
        subscription.dispose()
        center.post(name: name, object: nil)
        XCTAssertEqual(received, ["ping"])
    }
}
