import Dispatch
import XCTest
import Rx
import RxTesting

/// `Resources.numberOfSerialDispatchQueueObservables` counts the live `observe(on:)`
/// sequences built for a serial dispatch queue scheduler (`MainScheduler` is one), as
/// RxSwift counts them: per sequence (not per subscription), from its creation until it is
/// freed. `observe(on:)` on any other scheduler takes the other path and is not counted.
final class SerialDispatchQueueObservablesCountTests: XCTestCase {
    func testCountsLiveSerialQueueObserveOnSequencesOnly() {
        let start = Resources.numberOfSerialDispatchQueueObservables
        let serial = SerialDispatchQueueScheduler(qos: .default)
        do {
            let first = Observable.just(1).observe(on: serial)
            XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, start + 1)
            let main = Observable.just(2).observe(on: MainScheduler.instance)
            XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, start + 2)

            // Other schedulers take the queueing path: not counted.
            let concurrent = Observable.just(3).observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            let virtual = Observable.just(4).observe(on: TestScheduler(initialClock: 0))
            let trampoline = Observable.just(5).observe(on: CurrentThreadScheduler.instance)
            XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, start + 2)

            // Subscribing does not count again.
            let done = expectation(description: "delivered")
            let subscription = first.subscribe(onCompleted: { done.fulfill() })
            wait(for: [done], timeout: 5)
            XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, start + 2)
            subscription.dispose()
            withExtendedLifetime((first, main, concurrent, virtual, trampoline)) {}
        }
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, start)
    }
}
