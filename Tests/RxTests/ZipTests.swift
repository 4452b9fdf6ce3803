import XCTest
import Rx
import RxTesting

final class ZipTests: RxTestCase {
    func testZip_PairsByIndexAndCompletesWhenAllComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(215, "a"), .next(235, "b"), .completed(300)])
        let res = scheduler.start { Observable.zip(xs, ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(215, "1a"), .next(235, "2b"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testZip_ErrorAndSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 3), .error(230, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let us = scheduler2.createHotObservable([.next(210, 1)])
        let vs = scheduler2.createHotObservable([.next(220, 2)])
        let failed = scheduler2.start { Observable.zip(us, vs) { _, _ -> Int in throw testError2 } }
        XCTAssertEqual(failed.events, [.error(220, testError2)])
        XCTAssertEqual(us.subscriptions, [Subscription(200, 220)])
    }

    func testZip_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(310, 20)])
        let res = scheduler.start(disposed: 250) { Observable.zip(xs, ys).map { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testZip_EightSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...8).map { index in
            scheduler.createHotObservable([.next(200 + index * 10, index), .next(300 + index, index * 10), .completed(400)])
        }
        let res = scheduler.start {
            Observable.zip(sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], sources[7]) {
                $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
            }
        }
        XCTAssertEqual(res.events, [.next(280, 36), .next(308, 360), .completed(400)])
    }

    func testZip_CollectionCompletesWhenAnElementCanNeverBePaired() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(300)])
        let res = scheduler.start { Observable.zip([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(230, [1, 10]), .completed(240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testZip_CollectionSelectorErrorAndEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, 10), .error(230, testError)])
        let res = scheduler.start { Observable.zip([xs.asObservable(), ys.asObservable()]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.next(215, 11), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let empty = scheduler2.start { Observable<Int>.zip([Observable<Int>]()) }
        XCTAssertEqual(empty.events, [.completed(200)])
    }
}
