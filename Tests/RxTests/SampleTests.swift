import XCTest
import Rx
import RxTesting

final class SampleTests: TimeOperatorTestCase {
    private func sources(_ scheduler: TestScheduler) -> (TestableObservable<Int>, TestableObservable<String>) {
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(250, 3), .next(260, 4), .completed(320),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, ""), .next(215, "a"), .next(230, "b"), .next(240, "c"), .next(265, "d"), .next(330, "e"), .completed(400),
        ])
        return (xs, ys)
    }

    func testSample_EmitsNewestValueOnEachTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = sources(scheduler)
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(215, 1), .next(230, 2), .next(265, 4), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 330)])
    }

    func testSample_DefaultValueFillsTicksWithoutNewValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = sources(scheduler)
        let res = scheduler.start { xs.sample(ys, defaultValue: -1) }
        XCTAssertEqual(res.events, [
            .next(215, 1), .next(230, 2), .next(240, -1), .next(265, 4), .next(330, -1), .completed(330),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 330)])
    }

    func testSample_SamplerCompletionSamplesOnceWithoutCompleting() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let ys = scheduler.createHotObservable([.completed(230, String.self)])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testSample_SamplerErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let ys = scheduler.createHotObservable([.next(215, "a"), .error(240, testError)])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(215, 1), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testSample_SourceErrorFailsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let ys = scheduler.createHotObservable([.next(230, "a")])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }
}
