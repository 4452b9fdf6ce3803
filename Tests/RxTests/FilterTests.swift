import XCTest
import Rx
import RxTesting

final class FilterTests: RxTestCase {
    func testFilter_KeepsMatchingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 4), .completed(40)])
        let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(220, 2), .next(230, 4), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testFilter_PredicateThrowsAndSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.filter { value in if value == 2 { throw testError }; return true } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .error(220, testError2)])
        let failed = scheduler2.start { ys.filter { _ in false } }
        XCTAssertEqual(failed.events, [.error(220, testError2)])
    }

    func testFilter_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(300, 4)])
        let res = scheduler.start(disposed: 250) { xs.filter { _ in true } }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: distinctUntilChanged

    func testDistinctUntilChanged_DropsConsecutiveDuplicates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .next(230, 2), .next(240, 1), .next(250, 1), .completed(300)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(240, 1), .completed(300)])
    }

    func testDistinctUntilChanged_KeySelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a1"), .next(220, "a2"), .next(230, "b1"), .completed(300)])
        let res = scheduler.start { xs.distinctUntilChanged { $0.prefix(1) } }
        XCTAssertEqual(res.events, [.next(210, "a1"), .next(230, "b1"), .completed(300)])
    }

    func testDistinctUntilChanged_ComparerComparesWithTheLastEmitted() {
        let scheduler = TestScheduler(initialClock: 0)
        // 1, 2, 3 each differ from the previous by 1; the comparer calls that "equal", so the
        // key stays at 1 and 3 is compared with 1, not 2.
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) <= 1 } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(300)])
    }

    func testDistinctUntilChanged_KeySelectorWithComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "A"), .next(220, "a"), .next(230, "b"), .completed(300)])
        let res = scheduler.start { xs.distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 }) }
        XCTAssertEqual(res.events, [.next(210, "A"), .next(230, "b"), .completed(300)])
    }

    func testDistinctUntilChanged_KeyPath() {
        struct Item: Equatable { let id: Int; let name: String }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Item(id: 1, name: "a")), .next(220, Item(id: 1, name: "b")), .next(230, Item(id: 2, name: "b")), .completed(300),
        ])
        let res = scheduler.start { xs.distinctUntilChanged(at: \.id) }
        XCTAssertEqual(res.events, [.next(210, Item(id: 1, name: "a")), .next(230, Item(id: 2, name: "b")), .completed(300)])
    }

    func testDistinctUntilChanged_SelectorAndComparerThrow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.distinctUntilChanged { value -> Int in if value == 2 { throw testError }; return value } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let failed = scheduler2.start { ys.distinctUntilChanged { _, _ in throw testError2 } }
        XCTAssertEqual(failed.events, [.next(210, 1), .error(220, testError2)])
    }

    // MARK: element(at:), single, first

    func testElementAt_EmitsTheElementThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.element(at: 1) }
        XCTAssertEqual(res.events, [.next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testElementAt_TooShortFailsWithArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.element(at: 3) }
        XCTAssertEqual(res.events, [.error(300, RxError.argumentOutOfRange)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .error(220, testError)])
        let failed = scheduler2.start { ys.element(at: 3) }
        XCTAssertEqual(failed.events, [.error(220, testError)])
    }

    func testSingle_OneElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
    }

    func testSingle_EmptyAndTooMany() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<Int>>])
        let empty = scheduler.start { xs.single() }
        XCTAssertEqual(empty.events, [.error(300, RxError.noElements)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let many = scheduler2.start { ys.single() }
        XCTAssertEqual(many.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testSingle_PredicateFiltersAndThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.single { $0 == 2 } }
        XCTAssertEqual(res.events, [.next(220, 2), .completed(300)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .completed(300)])
        let failed = scheduler2.start { ys.single { _ in throw testError } }
        XCTAssertEqual(failed.events, [.error(210, testError)])
    }

    func testFirst_EmitsTheFirstOrNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.first().asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.completed(300)] as [Recorded<Event<Int>>])
        let empty = scheduler2.start { ys.first().asObservable() }
        XCTAssertEqual(empty.events, [.next(300, nil), .completed(300)])
        let scheduler3 = TestScheduler(initialClock: 0)
        let zs = scheduler3.createHotObservable([.error(300, testError)] as [Recorded<Event<Int>>])
        let failed = scheduler3.start { zs.first().asObservable() }
        XCTAssertEqual(failed.events, [.error(300, testError)])
    }
}
