import XCTest
import Rx
import RxTesting

final class ScanReduceTests: RxTestCase {
    func testScan_SeedEmitsEachIntermediateResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.scan(10) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 11), .next(220, 13), .next(230, 16), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testScan_IntoMutatesInPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.scan(into: [Int]()) { $0.append($1) } }
        XCTAssertEqual(res.events, [.next(210, [1]), .next(220, [1, 2]), .completed(300)])
    }

    func testScan_SeedIsFreshPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let scanned = xs.scan(into: 0) { $0 += $1 }
        let first = scheduler.record(scanned, subscribeAt: 200)
        let second = scheduler.record(scanned, subscribeAt: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 3), .completed(230)])
        XCTAssertEqual(second.events, [.next(310, 1), .next(320, 3), .completed(330)])
    }

    func testScan_AccumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.scan(0) { acc, value in if value == 2 { throw testError }; return acc + value } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testScan_IntoThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.scan(into: 0) { _, _ in throw testError } }
        XCTAssertEqual(res.events, [.error(210, testError)])
    }

    func testScan_SourceErrorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .error(400, testError)])
        let res = scheduler.start(disposed: 250) { xs.scan(0, accumulator: +) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .error(220, testError)])
        let failed = scheduler2.start { ys.scan(0, accumulator: +) }
        XCTAssertEqual(failed.events, [.next(210, 1), .error(220, testError)])
    }

    // MARK: reduce, toArray

    func testReduce_EmitsTheTotalOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.reduce(10, accumulator: +) }
        XCTAssertEqual(res.events, [.next(300, 16), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReduce_EmptyEmitsTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.reduce(7, accumulator: +) }
        XCTAssertEqual(res.events, [.next(250, 7), .completed(250)])
    }

    func testReduce_MapResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.reduce(0, accumulator: +, mapResult: { "sum \($0)" }) }
        XCTAssertEqual(res.events, [.next(300, "sum 3"), .completed(300)])
    }

    func testReduce_AccumulatorAndMapResultThrow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.reduce(0) { _, value in if value == 2 { throw testError }; return value } }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .completed(300)])
        let mapped = scheduler2.start { ys.reduce(0, accumulator: +, mapResult: { _ -> Int in throw testError2 }) }
        XCTAssertEqual(mapped.events, [.error(300, testError2)])
    }

    func testReduce_SourceErrorAndNeverEnding() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1)])
        let never = scheduler2.start { ys.reduce(0, accumulator: +) }
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testToArray_CollectsEverythingIntoOneSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.toArray().asObservable() }
        XCTAssertEqual(res.events, [.next(300, [1, 2]), .completed(300)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .error(220, testError)])
        let failed = scheduler2.start { ys.toArray().asObservable() }
        XCTAssertEqual(failed.events, [.error(220, testError)])
        let scheduler3 = TestScheduler(initialClock: 0)
        let empty = scheduler3.start { Observable<Int>.empty().toArray().asObservable() }
        XCTAssertEqual(empty.events, [.next(200, []), .completed(200)])
    }
}
