import CountdownWindows
import Rx
import RxTesting
import XCTest

/// Drill 02a's checks. Do not edit: `check` compares this file with the shipped copy.
final class CountdownDrillTests: XCTestCase {
    private static func describe<Element>(_ recorded: Recorded<Event<Element>>) -> String {
        switch recorded.value {
        case .next(let value): "next(\(recorded.time), \(value))"
        case .completed: "completed(\(recorded.time))"
        case .error(let error): "error(\(recorded.time), \(error))"
        }
    }

    func testPredictedWindow_MatchesTheRecording() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([.next(100, "a"), .next(300, "b"), .completed(350)])
        let observer = scheduler.start(created: 50, subscribed: 150, disposed: 400) { cold.asObservable() }
        XCTAssertEqual(predictedWindow(), observer.events.map(Self.describe),
                       "actual is your prediction; expected is what the TestScheduler recorded")
    }

    func testCountdown_FromThree() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { countdown(from: 3, every: 10, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(210, 3), .next(220, 2), .next(230, 1), .completed(230)])
    }

    func testCountdown_DisposedBeforeTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(created: 100, subscribed: 300, disposed: 345) {
            countdown(from: 5, every: 20, scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [.next(320, 5), .next(340, 4)], "ticks count from the subscription at 300")
    }

    func testCountdown_StepByStepWithAdvanceTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        _ = countdown(from: 4, every: 15, scheduler: scheduler).subscribe(observer)
        scheduler.advanceTo(35)
        XCTAssertEqual(observer.events, [.next(15, 4), .next(30, 3)], "advanceTo(35) runs what is due until 35")
        scheduler.advanceTo(60)
        XCTAssertEqual(observer.events, [.next(15, 4), .next(30, 3), .next(45, 2), .next(60, 1), .completed(60)])
    }
}
