import Dispatch
import Foundation
import XCTest
import Rx
import RxTesting

/// The time operators on dispatch schedulers, with events coming from other threads.
final class TimeOperatorsRealSchedulerTests: TimeOperatorTestCase {
    /// Emits `values` then ends with `error` (or completes) from a background queue.
    private func background(_ values: [Int], error: Error? = nil) -> Observable<Int> {
        Observable.create { observer in
            nonisolated(unsafe) let observer = observer // reason: used by exactly one background block.
            DispatchQueue.global().async {
                values.forEach { observer.onNext($0) }
                if let error { observer.onError(error) } else { observer.onCompleted() }
            }
            return Disposables.create()
        }
    }

    func testDelay_RealScheduler_KeepsOrder() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let start = Date()
        let values = try background(Array(0..<50)).delay(.milliseconds(20), scheduler: scheduler).toBlocking(timeout: 5).toArray()
        XCTAssertEqual(values, Array(0..<50))
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.02)
    }

    func testDelay_RealScheduler_ErrorOvertakesPendingValues() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let result = background([1, 2, 3], error: testError).delay(.milliseconds(200), scheduler: scheduler).toBlocking(timeout: 5).materialize()
        XCTAssertEqual(result, .failed(elements: [], error: testError))
    }

    func testThrottle_RealScheduler_TrailingValueAfterWindow() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let start = Date()
        let values = try Observable.from([0, 1, 2]).throttle(.milliseconds(100), scheduler: scheduler).toBlocking(timeout: 5).toArray()
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(values, [0, 2])
        XCTAssertGreaterThanOrEqual(elapsed, 0.09)
        XCTAssertLessThan(elapsed, 2)
    }

    func testDebounce_RealScheduler_FlushesOnCompletion() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        XCTAssertEqual(try background([1, 2, 3]).debounce(.seconds(10), scheduler: scheduler).toBlocking(timeout: 5).toArray(), [3])
    }

    func testBuffer_RealScheduler_CountFillsBeforeTime() throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "buffer-real")
        let buffers = try background(Array(1...7)).buffer(timeSpan: .seconds(10), count: 3, scheduler: scheduler).toBlocking(timeout: 5).toArray()
        XCTAssertEqual(buffers, [[1, 2, 3], [4, 5, 6], [7]])
    }

    func testTimeout_RealScheduler_Fires() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let result = Observable<Int>.never().timeout(.milliseconds(20), scheduler: scheduler).toBlocking(timeout: 5).materialize()
        XCTAssertEqual(result, .failed(elements: [], error: RxError.timeout))
    }
}
