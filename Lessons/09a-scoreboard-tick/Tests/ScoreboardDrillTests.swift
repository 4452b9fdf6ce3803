import Rx
import RxTesting
import ScoreboardTick
import XCTest

/// Drill 09a's checks. Do not edit: `check` compares this file with the shipped copy.
final class ScoreboardDrillTests: XCTestCase {
    private static func describe<Element>(_ recorded: Recorded<Event<Element>>) -> String {
        switch recorded.value {
        case .next(let value): "next(\(recorded.time), \(value))"
        case .completed: "completed(\(recorded.time))"
        case .error(let error): "error(\(recorded.time), \(error))"
        }
    }

    func testPredictedObserveOn_MatchesTheRecording() {
        let scheduler = TestScheduler(initialClock: 0)
        let scores = scheduler.createHotObservable([.next(210, 3), .next(240, 5), .completed(260)])
        let observer = scheduler.start { scores.observe(on: scheduler) }
        XCTAssertEqual(predictedObserveOn(), observer.events.map(Self.describe),
                       "actual is your prediction; expected is what the TestScheduler recorded")
    }

    func testPredictedSubscribeOn_MatchesTheRecording() {
        let scheduler = TestScheduler(initialClock: 0)
        let cheers = scheduler.createColdObservable([.next(10, "go"), .completed(20)])
        let observer = scheduler.start { cheers.subscribe(on: scheduler) }
        XCTAssertEqual(predictedSubscribeOn(), observer.events.map(Self.describe),
                       "actual is your prediction; expected is what the TestScheduler recorded")
    }

    func testScoreboard_DeliversOnMainOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let scores = scheduler.createHotObservable([.next(210, 3), .next(240, 5), .completed(260)])
        let observer = scheduler.start { scoreboard(scores.asObservable(), main: scheduler) }
        XCTAssertEqual(observer.events, [.next(211, "3 points"), .next(241, "5 points"), .completed(261)],
                       "on a TestScheduler, observe(on:) delivers each event one tick after it happened")
    }

    func testScoreboard_OtherScores() {
        let scheduler = TestScheduler(initialClock: 0)
        let times: [TestTime] = [205, 206, 300, 450]
        let points = [12, 0, 7, 99]
        let scores = scheduler.createHotObservable(zip(times, points).map { Recorded.next($0, $1) })
        let observer = scheduler.start { scoreboard(scores.asObservable(), main: scheduler) }
        XCTAssertEqual(observer.events, zip(times, points).map { Recorded.next($0 + 1, "\($1) points") })
    }
}
