import XCTest
import Rx
import RxTesting

final class EnumeratedTests: RxTestCase {
    private struct Indexed: Equatable {
        let index: Int
        let element: String
    }

    func testEnumerated_CountsFromZeroPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let indexed = xs.enumerated().map { Indexed(index: $0.index, element: $0.element) }
        let first = scheduler.record(indexed, subscribeAt: 200)
        let second = scheduler.record(indexed, subscribeAt: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, Indexed(index: 0, element: "a")), .next(220, Indexed(index: 1, element: "b")), .completed(230)])
        XCTAssertEqual(second.events, [.next(310, Indexed(index: 0, element: "a")), .next(320, Indexed(index: 1, element: "b")), .completed(330)])
    }

    func testEnumerated_ErrorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, testError)])
        let res = scheduler.start { xs.enumerated().map { $0.index } }
        XCTAssertEqual(res.events, [.next(210, 0), .error(220, testError)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, "a"), .next(300, "b")])
        let disposed = scheduler2.start(disposed: 250) { ys.enumerated().map { $0.index } }
        XCTAssertEqual(disposed.events, [.next(210, 0)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    // MARK: withUnretained

    private final class Owner { let name: String; init(_ name: String) { self.name = name } }

    func testWithUnretained_PairsWithTheObjectAndCompletesOnceItIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        var owner: Owner? = Owner("o")
        // Release the owner between 220 and 240; the sequence must complete at 240.
        scheduler.scheduleAt(230) { owner = nil }
        let res = scheduler.start { [weak owner] () -> Observable<String> in
            guard let owner else { return .empty() }
            return xs.withUnretained(owner).map { "\($0.name)\($1)" }
        }
        XCTAssertNil(owner)
        XCTAssertEqual(res.events, [.next(210, "o1"), .next(220, "o2"), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testWithUnretained_ResultSelectorAndSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner("x")
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.withUnretained(owner) { object, value in object.name + "\(value)" } }
        XCTAssertEqual(res.events, [.next(210, "x1"), .error(220, testError)])
    }
}
