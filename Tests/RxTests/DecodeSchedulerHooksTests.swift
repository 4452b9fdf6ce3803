import Foundation
import XCTest
import Rx
import RxTesting

final class DecodeSchedulerHooksTests: RxTestCase {
    struct Point: Decodable, Equatable { let x: Int }

    func testDecode_DecodesEachAndFailsOnBadData() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Data(#"{"x":1}"#.utf8)), .next(220, Data("oops".utf8)), .next(230, Data(#"{"x":3}"#.utf8))])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events.count, 2)
        XCTAssertEqual(res.events.first, .next(210, Point(x: 1)))
        XCTAssertEqual(res.events.last?.time, 220)
        XCTAssertNotNil(res.events.last?.value.error)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testOperationQueueScheduler_RunsOnTheQueueUnlessDisposedFirst() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        XCTAssertEqual(scheduler.queuePriority, .high)
        let ran = expectation(description: "ran")
        queue.isSuspended = true
        var skippedRan = false
        let skipped = scheduler.schedule(()) { _ in skippedRan = true; return Disposables.create() }
        _ = scheduler.schedule(2) { value in
            XCTAssertEqual(value, 2)
            XCTAssertNotNil(OperationQueue.current)
            ran.fulfill()
            return Disposables.create()
        }
        skipped.dispose()
        queue.isSuspended = false
        wait(for: [ran], timeout: 5)
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertFalse(skippedRan)
    }

    func testHooks_RecordCallStackOnErrorHandsTheCapturedStackToTheHandler() {
        let originalHandler = Hooks.defaultErrorHandler
        let originalCapture = Hooks.customCaptureSubscriptionCallstack
        defer {
            Hooks.defaultErrorHandler = originalHandler
            Hooks.customCaptureSubscriptionCallstack = originalCapture
            Hooks.recordCallStackOnError = false
        }
        var reported: [[String]] = []
        Hooks.defaultErrorHandler = { stack, _ in reported.append(stack) }
        Hooks.customCaptureSubscriptionCallstack = { ["frame"] }
        _ = Observable<Int>.error(testError).subscribe()
        Hooks.recordCallStackOnError = true
        _ = Observable<Int>.error(testError).subscribe()
        _ = Single<Int>.error(testError).subscribe()
        _ = Observable<Int>.error(testError).subscribe(onError: { _ in })
        XCTAssertEqual(reported, [[], ["frame"], ["frame"]])
    }

    func testCompositeDisposable_FiveAndDisposeBagBuilder() {
        var disposed: [Int] = []
        let composite = CompositeDisposable(Disposables.create { disposed.append(1) },
                                            Disposables.create { disposed.append(2) }, Disposables.create { disposed.append(3) },
                                            Disposables.create { disposed.append(4) }, Disposables.create { disposed.append(5) })
        XCTAssertEqual(composite.count, 5)
        composite.dispose()
        XCTAssertEqual(disposed.sorted(), [1, 2, 3, 4, 5])

        var bagged: [String] = []
        var bag: DisposeBag? = DisposeBag {
            Disposables.create { bagged.append("a") }
            Disposables.create { bagged.append("b") }
        }
        XCTAssertNotNil(bag)
        bag = nil
        XCTAssertEqual(bagged, ["a", "b"])
    }
}
