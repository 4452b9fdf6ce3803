import Foundation
import Rx
import RxTesting
import Schedulers
import XCTest

/// Lesson 09's checks. Do not edit: `check` compares this file with the shipped copy.
final class SchedulersExerciseTests: XCTestCase {
    /// A source that notes whether it was subscribed on the main thread, then sends `values`.
    private func work<Element>(_ values: [Element], subscribedOnMain: @escaping @Sendable (Bool) -> Void) -> Observable<Element> {
        Observable.create { observer in
            subscribedOnMain(Thread.isMainThread)
            values.forEach(observer.onNext)
            observer.onCompleted()
            return Disposables.create()
        }
    }

    func testLoadInBackground_SubscribesOffTheMainThread() throws {
        let onMain = LockedFlag()
        let values = try loadInBackground(work(["report"], subscribedOnMain: onMain.set),
                                          background: ConcurrentDispatchQueueScheduler(qos: .default),
                                          main: MainScheduler.instance)
            .toBlocking(timeout: 5).toArray()
        XCTAssertEqual(values, ["report"])
        XCTAssertEqual(onMain.value, false, "the work must be subscribed (and so start) on the background scheduler, not on main")
    }

    func testLoadInBackground_DeliversOnMain() throws {
        let onMain = LockedFlag()
        let received = try loadInBackground(work([3, 5, 8], subscribedOnMain: onMain.set),
                                            background: SerialDispatchQueueScheduler(internalSerialQueueName: "lesson-27"),
                                            main: MainScheduler.instance)
            .map { ($0, Thread.isMainThread) }
            .toBlocking(timeout: 5).toArray()
        XCTAssertEqual(received.map(\.0), [3, 5, 8])
        XCTAssertEqual(received.map(\.1), [true, true, true], "every result must be delivered on the main thread")
        XCTAssertEqual(onMain.value, false, "the work must start off the main thread")
    }

    func testLoadInBackground_OnOneTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let work = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let observer = scheduler.start { loadInBackground(work.asObservable(), background: scheduler, main: scheduler) }
        XCTAssertEqual(work.subscriptions.first?.subscribe, 201, "subscribe(on:) subscribes one tick after 200 on a TestScheduler")
        XCTAssertEqual(observer.events, [.next(212, "a"), .completed(222)],
                       "subscribed at 201, the value comes at 211 and observe(on:) delivers it one tick later")
    }

    func testDisplay_DeliversOnTheGivenScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let titles = scheduler.createHotObservable([.next(210, "Mars"), .next(240, "Venus")])
        let observer = scheduler.start { display(titles.asObservable(), on: scheduler) }
        XCTAssertEqual(observer.events, [.next(211, "Mars"), .next(241, "Venus")], "each title, one tick later, on the scheduler given")
        XCTAssertEqual(titles.subscriptions, [Subscription(200, 1000)], "observe(on:) does not move the subscription")
    }
}

/// A Bool written by the source's thread and read by the test's.
private final class LockedFlag: @unchecked Sendable {
    // @unchecked: every access goes through `lock`.
    private let lock = NSLock()
    private var stored: Bool?
    var value: Bool? { lock.withLock { stored } }
    func set(_ value: Bool) { lock.withLock { stored = value } }
}
