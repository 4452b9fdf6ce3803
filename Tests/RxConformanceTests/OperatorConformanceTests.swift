import Foundation
import XCTest
import Rx
import RxTesting

/// Observable, scheduler, disposable and hook call sites as RxSwift users write them.
final class OperatorConformanceTests: XCTestCase {
    func testMulticastWithSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 + 1 } }) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(220)])
    }

    func testSkipDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 2), .completed(240)])
    }

    func testDecodeTypeDecoder() {
        struct Item: Decodable, Equatable { let id: Int }
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(Data(#"{"id":7}"#.utf8)).decode(type: Item.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.next(200, Item(id: 7)), .completed(200)])
    }

    func testOperationQueueSchedulerObserveOn() {
        let scheduler = OperationQueueScheduler(operationQueue: OperationQueue())
        let done = expectation(description: "completed")
        _ = Observable.of(1, 2).observe(on: scheduler).toArray().subscribe(onSuccess: { XCTAssertEqual($0, [1, 2]); done.fulfill() })
        wait(for: [done], timeout: 5)
    }

    func testAsyncSequenceAsObservable() {
        let stream = AsyncStream<Int> { $0.yield(1); $0.finish() }
        XCTAssertEqual(try stream.asObservable(priority: .userInitiated).toBlocking(timeout: 5).toArray(), [1])
    }

    func testDisposablesAndHooks() {
        let five = CompositeDisposable(Disposables.create(), Disposables.create(), Disposables.create(), Disposables.create(), Disposables.create())
        XCTAssertEqual(five.count, 5)
        five.dispose()
        let bag = DisposeBag {
            Disposables.create()
            Disposables.create()
        }
        bag.insert(Disposables.create())
        let capture: Hooks.CustomCaptureSubscriptionCallstack = { ["frame"] }
        XCTAssertEqual(capture(), ["frame"])
        XCTAssertFalse(Hooks.recordCallStackOnError)
    }

    func testBindToRelaysOfOptionals() {
        let relay = ReplayRelay<Int?>.create(bufferSize: 1)
        let behavior = BehaviorRelay<Int?>(value: nil)
        _ = Observable.just(1).bind(to: relay)
        _ = Observable.just(2).bind(to: behavior)
        _ = Infallible.just(3).bind(to: behavior)
        XCTAssertEqual(behavior.value, 3)
    }
}
