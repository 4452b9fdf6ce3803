import Rx
import RxTesting
import SharedSensor
import XCTest

/// Drill 06a's checks. Do not edit: `check` compares this file with the shipped copy.
final class SensorDrillTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var sensor: TestableObservable<Int>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        sensor = scheduler.createColdObservable([.next(10, 20), .next(20, 21), .next(40, 22)])
    }

    /// A screen that subscribes to `stream` at `start` and disposes at `end`.
    private func screen(_ stream: Observable<Int>, from start: TestTime, to end: TestTime) -> TestableObserver<Int> {
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(start) { subscription = stream.subscribe(observer) }
        scheduler.scheduleAt(end) { subscription?.dispose() }
        return observer
    }

    func testSharedReadings_TwoScreensOneSubscription() {
        let readings = sharedReadings(sensor.asObservable())
        let first = screen(readings, from: 200, to: 300), late = screen(readings, from: 225, to: 300)
        scheduler.start()
        XCTAssertEqual(sensor.subscriptions, [Subscription(200, 300)], "both screens should share one subscription to the sensor")
        XCTAssertEqual(first.events, [.next(210, 20), .next(220, 21), .next(240, 22)])
        XCTAssertEqual(late.events, [.next(225, 21), .next(240, 22)], "a late screen should get the latest reading at once")
    }

    /// One screen from 200 to 230, then, once it left, the next from 250 to 400: what the
    /// next one gets. Either way the sensor is subscribed to again for it.
    private func nextScreenAfterTheFirstLeft(_ readings: Observable<Int>) -> TestableObserver<Int> {
        _ = screen(readings, from: 200, to: 230)
        let next = screen(readings, from: 250, to: 400)
        scheduler.start()
        XCTAssertEqual(sensor.subscriptions, [Subscription(200, 230), Subscription(250, 400)])
        return next
    }

    func testSharedReadings_AfterEveryScreenLeftStartsAfresh() {
        let next = nextScreenAfterTheFirstLeft(sharedReadings(sensor.asObservable()))
        XCTAssertEqual(next.events, [.next(260, 20), .next(270, 21), .next(290, 22)],
                       "once every screen left, nothing is replayed: the next screen starts afresh")
    }

    func testRememberedReadings_KeepsTheLatestAfterEveryScreenLeft() {
        let next = nextScreenAfterTheFirstLeft(rememberedReadings(sensor.asObservable()))
        XCTAssertEqual(next.events, [.next(250, 21), .next(260, 20), .next(270, 21), .next(290, 22)],
                       "the reading kept from the first connection comes first, then the new subscription's")
    }

    func testRememberedReadings_OtherSensor() {
        let other = scheduler.createColdObservable([.next(5, 7), .next(15, 9)])
        let readings = rememberedReadings(other.asObservable())
        let first = screen(readings, from: 200, to: 220), late = screen(readings, from: 210, to: 220)
        let next = screen(readings, from: 240, to: 300)
        scheduler.start()
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220), Subscription(240, 300)])
        XCTAssertEqual(first.events, [.next(205, 7), .next(215, 9)])
        XCTAssertEqual(late.events, [.next(210, 7), .next(215, 9)])
        XCTAssertEqual(next.events, [.next(240, 9), .next(245, 7), .next(255, 9)])
    }
}
