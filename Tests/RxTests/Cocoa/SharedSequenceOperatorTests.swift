import XCTest
import Rx
import RxTesting

/// Driver and Signal operators on a mocked sharing scheduler: delivery moves one tick later
/// (`observe(on:)` of the test scheduler), and time operators run on the sharing scheduler.
final class SharedSequenceOperatorTests: RxTestCase {
    private func run<Element: Equatable>(_ scheduler: TestScheduler, _ create: @escaping () -> Driver<Element>) -> TestableObserver<Element> {
        var res: TestableObserver<Element>!
        SharingScheduler.mock(scheduler: scheduler) { res = scheduler.start(create) }
        return res
    }

    func testDriverZipAndCombineLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let b = scheduler.createHotObservable([.next(220, 10), .next(240, 20)])
        let zipped = run(scheduler) { Driver.zip(a.asDriver(onErrorJustReturn: 0), b.asDriver(onErrorJustReturn: 0)) { $0 + $1 } }
        XCTAssertEqual(zipped.events, [.next(221, 11), .next(241, 22)])
        let other = TestScheduler(initialClock: 0)
        let c = other.createHotObservable([.next(210, 1), .next(230, 2)])
        let d = other.createHotObservable([.next(220, 10)])
        let combined = run(other) { Driver.combineLatest([c.asDriver(onErrorJustReturn: 0), d.asDriver(onErrorJustReturn: 0)]) { $0.reduce(0, +) } }
        XCTAssertEqual(combined.events, [.next(221, 11), .next(231, 12)])
    }

    func testDriverConcatAndMergeOfCollections() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let concatenated = run(scheduler) { Driver.concat([a.asDriver(onErrorJustReturn: 0), b.asDriver(onErrorJustReturn: 0)]) }
        XCTAssertEqual(concatenated.events, [.next(211, 1), .next(232, 2), .completed(242)])
        XCTAssertEqual(b.subscriptions, [Subscription(221, 241)])
        let other = TestScheduler(initialClock: 0)
        let c = other.createHotObservable([.next(210, 1), .completed(250)])
        let d = other.createHotObservable([.next(220, 2), .completed(260)])
        let merged = run(other) { Driver.merge(AnyCollection([c.asDriver(onErrorJustReturn: 0), d.asDriver(onErrorJustReturn: 0)])) }
        XCTAssertEqual(merged.events, [.next(211, 1), .next(221, 2), .completed(261)])
    }

    func testDriverSwitchLatestAndNestedMerge() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let first = scheduler.createHotObservable([.next(215, 1), .next(235, 2)]).asDriver(onErrorJustReturn: 0)
            let second = scheduler.createHotObservable([.next(225, 10), .next(245, 20)]).asDriver(onErrorJustReturn: 0)
            let outer = scheduler.createHotObservable([.next(210, first), .next(230, second)])
            let switched = scheduler.start { outer.asDriver(onErrorJustReturn: .empty()).switchLatest() }
            XCTAssertEqual(switched.events, [.next(216, 1), .next(246, 20)])
        }
        let other = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: other) {
            let inner1 = other.createHotObservable([.next(215, 1), .next(235, 2)]).asDriver(onErrorJustReturn: 0)
            let inner2 = other.createHotObservable([.next(225, 10)]).asDriver(onErrorJustReturn: 0)
            let outer = other.createHotObservable([.next(210, inner1), .next(220, inner2)])
            let merged = other.start { outer.asDriver(onErrorJustReturn: .empty()).merge(maxConcurrent: 2) }
            XCTAssertEqual(merged.events, [.next(216, 1), .next(226, 10), .next(236, 2)])
        }
    }

    func testDriverSkipDistinctAndFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .next(230, 3), .next(240, 4)])
        let res = run(scheduler) { xs.asDriver(onErrorJustReturn: 0).skip(1).distinctUntilChanged({ $0 % 2 }, comparer: { $0 == $1 }) }
        XCTAssertEqual(res.events, [.next(221, 1), .next(241, 4)])
        let other = TestScheduler(initialClock: 0)
        let from = run(other) { Driver.from(optional: 5) }
        XCTAssertEqual(from.events, [.next(201, 5), .completed(202)])
    }

    func testDriverDebounceThrottleDelayIntervalTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(250, 3)])
        let debounced = run(scheduler) { xs.asDriver(onErrorJustReturn: 0).debounce(.seconds(20)) }
        XCTAssertEqual(debounced.events, [.next(236, 2), .next(271, 3)])
        let throttling = TestScheduler(initialClock: 0)
        let ys = throttling.createHotObservable([.next(210, 1), .next(215, 2), .next(250, 3)])
        let throttled = run(throttling) { ys.asDriver(onErrorJustReturn: 0).throttle(.seconds(20), latest: false) }
        XCTAssertEqual(throttled.events, [.next(211, 1), .next(251, 3)])
        let delaying = TestScheduler(initialClock: 0)
        let zs = delaying.createHotObservable([.next(210, 1)])
        let delayed = run(delaying) { zs.asDriver(onErrorJustReturn: 0).delay(.seconds(5)) }
        XCTAssertEqual(delayed.events, [.next(216, 1)])
        let ticking = TestScheduler(initialClock: 0)
        let interval = run(ticking) { Driver<Int>.interval(.seconds(300)) }
        XCTAssertEqual(interval.events, [.next(500, 0), .next(800, 1)])
        let timing = TestScheduler(initialClock: 0)
        let timer = run(timing) { Driver<Int>.timer(.seconds(100), period: .seconds(400)) }
        XCTAssertEqual(timer.events, [.next(300, 0), .next(700, 1)])
    }

    func testAsSharedSequence_ErrorFallbacks() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let justReturn = run(scheduler) { xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1) }
        XCTAssertEqual(justReturn.events, [.next(211, 1), .next(221, -1), .completed(221)])
        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.error(220, testError)] as [Recorded<Event<Int>>])
        let recovered = run(other) { ys.asSharedSequence(onErrorRecover: { _ in Driver.just(7) }) }
        XCTAssertEqual(recovered.events, [.next(222, 7), .completed(222)])
    }
}
