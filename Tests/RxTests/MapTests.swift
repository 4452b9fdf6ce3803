import XCTest
import Rx
import RxTesting

final class MapTests: RxTestCase {
    func testMap_TransformsEachElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 4), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 20), .next(240, 40), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMap_SourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError), .next(230, 2)])
        let res = scheduler.start { xs.map { $0 + 1 } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMap_ThrowingTransformEndsWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.map { value -> Int in if value == 2 { throw testError }; return value } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMap_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        let res = scheduler.start(disposed: 300) { xs.map { $0 + 1 } }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMap_ColdSourceIsRelativeToSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(40)])
        let res = scheduler.start { xs.map { "\($0)" } }
        XCTAssertEqual(res.events, [.next(210, "1"), .next(220, "2"), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testMap_ReentrantEmissionIsDeliveredInOrder() {
        // The map's downstream pushes into the same subject it observes.
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.map { $0 * 2 }.subscribe(onNext: { value in
            received.append(value)
            if value < 8 { subject.onNext(value) }
        })
        subject.onNext(1)
        subscription.dispose()
        XCTAssertEqual(received, [2, 4, 8])
    }

    // MARK: compactMap

    func testCompactMap_DropsNilResults() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300)])
        let res = scheduler.start { xs.compactMap { Int($0) } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCompactMap_Throws() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.compactMap { value -> Int? in if value == 2 { throw testError }; return value } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testCompactMap_SourceErrorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
        let res = scheduler.start { xs.compactMap { $0 } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, testError)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(310, 1), .next(500, 2)])
        let disposed = scheduler2.record(ys.compactMap { $0 }, subscribeAt: 300, disposeAt: 400)
        scheduler2.start()
        XCTAssertEqual(disposed.events, [.next(310, 1)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 400)])
    }
}
