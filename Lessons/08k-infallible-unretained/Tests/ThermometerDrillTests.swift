import InfallibleUnretained
import Rx
import RxTesting
import XCTest

/// Drill 08k's checks. Do not edit: `check` compares this file with the shipped copy.
final class ThermometerDrillTests: XCTestCase {
    private struct SensorUnplugged: Error {}

    func testReadings_WordsEachValueWithItsUnit() {
        let scheduler = TestScheduler(initialClock: 0)
        let feed = scheduler.createHotObservable([.next(210, 20), .next(220, 22), .completed(300)])
        let observer = scheduler.start { Thermometer.readings(feed.asObservable(), unit: "°C") }
        XCTAssertEqual(observer.events, [.next(210, "20°C"), .next(220, "22°C"), .completed(300)])
    }

    func testReadings_AFailureShowsDashesOnceAndEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let feed = scheduler.createHotObservable([.next(205, 68), .error(230, SensorUnplugged()), .next(240, 70)])
        let observer = scheduler.start { Thermometer.readings(feed.asObservable(), unit: "°F") }
        XCTAssertEqual(observer.events, [.next(205, "68°F"), .next(230, "--"), .completed(230)],
                       "an Infallible never fails: the error becomes one last value, then the stream completes")
    }

    func testWatch_ShowsEveryReading() {
        let feed = PublishSubject<Int>()
        let thermometer = Thermometer()
        let subscription = thermometer.watch(feed.asObservable(), unit: " K")
        feed.onNext(290)
        feed.onNext(273)
        feed.onError(SensorUnplugged())
        XCTAssertEqual(thermometer.shown, ["290 K", "273 K", "--"])
        subscription.dispose()
    }

    func testWatch_DoesNotKeepTheThermometerAlive() {
        let feed = PublishSubject<Int>()
        var thermometer: Thermometer? = Thermometer()
        weak let watched = thermometer
        let subscription = thermometer?.watch(feed.asObservable(), unit: "°C")
        feed.onNext(12)
        XCTAssertEqual(watched?.shown, ["12°C"], "the thermometer shows the readings while it is alive")
        thermometer = nil
        XCTAssertNil(watched, "the subscription still runs, so a closure that captures the thermometer strongly keeps it alive")
        feed.onNext(13)
        subscription?.dispose()
    }
}
