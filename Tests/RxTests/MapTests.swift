import XCTest
import Rx
import RxTesting

final class MapTests: XCTestCase {
    struct TestError: Error {}

    func testMap_Hot() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(240, 4), .completed(300),
        ])
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 20), .next(240, 40), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMap_Throws() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.map { value -> Int in if value == 2 { throw TestError() }; return value } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMap_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        let res = scheduler.start(disposed: 300) { xs.map { $0 + 1 } }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFilter_Cold() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 4), .completed(40)])
        let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(220, 2), .next(230, 4), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testOf_TrampolineInterleavesNestedSequences() {
        var received: [Int] = []
        let a = Observable.of(1, 2, 3)
        let b = Observable.of(10, 20, 30)
        _ = Observable.of(a, b).subscribe(onNext: { inner in
            _ = inner.subscribe(onNext: { received.append($0) })
        })
        // The trampoline queue runs: outer(a), a:1, outer(b), a:2, b:10, outer end, a:3, b:20, b:30.
        XCTAssertEqual(received, [1, 2, 10, 3, 20, 30])
    }

    func testRange_EmitsThenCompletes() {
        var received: [Int] = []
        var completed = false
        _ = Observable.range(start: 5, count: 3).subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [5, 6, 7])
        XCTAssertTrue(completed)
    }
}
