import Rx
import RxTesting
import VirtualTime
import XCTest

/// Lesson 02's checks. Do not edit: `check` compares this file with the shipped copy.
final class VirtualTimeExerciseTests: XCTestCase {
    func testTicker_EmitsEveryPeriodThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { ticker(every: 10, count: 3, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(210, 0), .next(220, 1), .next(230, 2), .completed(230)],
                       "subscribed at 200, ticker(every: 10, count: 3) ticks at 210, 220, 230 and completes with the third value")
    }

    func testTicker_IsColdEachSubscriberStartsAtZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let late = scheduler.createObserver(Int.self)
        let source = ticker(every: 5, count: 2, scheduler: scheduler)
        scheduler.scheduleAt(300) { _ = source.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(305, 0), .next(310, 1), .completed(310)],
                       "a subscriber that joins at 300 gets its own ticks, starting at 0")
    }

    func testGreeting_ArrivesAfterTheDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { greeting(after: 30, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(230, "hello"), .completed(230)],
                       "subscribed at 200, greeting(after: 30) says hello at 230 and completes")
    }

    func testGreeting_WaitsAsLongAsItIsTold() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { greeting(after: 7, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(207, "hello"), .completed(207)],
                       "subscribed at 200, greeting(after: 7) says hello at 207: the delay is the parameter, not a fixed number")
    }

    func testPredictedColdTimeline_MatchesTheRecording() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let observer = scheduler.start { cold.asObservable() }
        XCTAssertEqual(predictedColdTimeline(), observer.events.map(Self.describe),
                       "actual is your prediction; expected is what the TestScheduler recorded")
    }

    func testPredictedHotTimeline_MatchesTheRecording() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(350, 3), .completed(400)])
        let observer = scheduler.start { hot.asObservable() }
        XCTAssertEqual(predictedHotTimeline(), observer.events.map(Self.describe),
                       "actual is your prediction; expected is what the TestScheduler recorded")
    }

    private static func describe<Element>(_ recorded: Recorded<Event<Element>>) -> String {
        switch recorded.value {
        case .next(let value): "next(\(recorded.time), \(value))"
        case .completed: "completed(\(recorded.time))"
        case .error(let error): "error(\(recorded.time), \(error))"
        }
    }
}
