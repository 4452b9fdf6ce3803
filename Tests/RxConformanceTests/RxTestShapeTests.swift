import XCTest
import Rx
import RxTesting

/// RxTest call sites as RxSwift's users write them: factories in typed contexts,
/// `Recorded.events`, trait-returning `start` closures, and outcome-list assertions.
final class RxTestShapeTests: XCTestCase {
    func testRecordedEvents_InfersTheElementFromTheFirstNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Recorded.events(.next(210, 2), .next(220, 3), .completed(250)))
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, Recorded.events(.next(210, 20), .next(220, 30), .completed(250)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testRecordedEvents_ArrayForm() {
        let expected = Recorded.events([.next(210, "a"), .error(220, TestError.dummy)])
        XCTAssertEqual(expected.count, 2)
        XCTAssertEqual(expected, [.next(210, "a"), .error(220, TestError.dummy)])
    }

    func testFactories_InferInATypedContext() {
        let completed: Recorded<Event<Int>> = .completed(250)
        let failed: Recorded<Event<String>> = .error(260, TestError.dummy)
        XCTAssertEqual([completed], [Recorded.completed(250, Int.self)])
        XCTAssertEqual([failed], [Recorded.error(260, TestError.dummy, String.self)])
    }

    func testFactories_MapOverARangeIntoTypedRecords() {
        let records: [Recorded<Event<Int>>] = (0..<3).map { Recorded.next(201 + $0, $0) }
        XCTAssertEqual(records, [.next(201, 0), .next(202, 1), .next(203, 2)])
    }

    func testStart_AcceptsASingleClosure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(220)])
    }

    func testStart_AcceptsAMaybeClosureWithDisposedTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(310, 1), .completed(320)])
        let res = scheduler.start(disposed: 300) { xs.asMaybe() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testStart_AcceptsACompletableClosureWithAllTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Never> = scheduler.createHotObservable([.completed(260)])
        let res = scheduler.start(created: 50, subscribed: 150, disposed: 500) { xs.asCompletable() }
        XCTAssertEqual(res.events, [.completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(150, 260)])
    }

    func testStart_AcceptsADriverClosure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.dummy)])
        var res: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
        }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, -1), .completed(221)])
    }

    func testAssertEqual_SingleMaybeAndCompletableOutcomes() {
        var singles: [SingleEvent<Int>] = []
        var maybes: [MaybeEvent<Int>] = []
        var completables: [CompletableEvent] = []
        _ = Single.just(1).subscribe { singles.append($0) }
        _ = Maybe<Int>.empty().subscribe { maybes.append($0) }
        _ = Completable.error(TestError.dummy).subscribe { completables.append($0) }
        XCTAssertEqual(singles, [.success(1)])
        XCTAssertEqual(maybes, [.completed])
        XCTAssertEqual(completables, [.error(TestError.dummy)])
    }
}

enum TestError: Swift.Error {
    case dummy
}
