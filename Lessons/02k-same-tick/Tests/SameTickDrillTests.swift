import Rx
import RxTesting
import SameTick
import XCTest

/// Drill 02k's checks. Do not edit: `check` compares this file with the shipped copy.
final class SameTickDrillTests: XCTestCase {
    func testTypeOut_OneCharacterPerTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { typeOut("hi", scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, "h"), .next(202, "i"), .completed(203)],
                       "subscribed at 200, each character is scheduled now, so it runs one tick later")
    }

    func testTypeOut_OtherWordsAtOtherTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(created: 10, subscribed: 40, disposed: 500) { typeOut("ok!", scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(41, "o"), .next(42, "k"), .next(43, "!"), .completed(44)],
                       "subscribed at 40, \"ok!\" takes a tick per character and one to complete")
    }

    func testTypeOut_WithoutProcessingDelayEverythingAtTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let observer = scheduler.createObserver(Character.self)
        scheduler.scheduleAt(70) { _ = typeOut("rx", scheduler: scheduler).subscribe(observer) }
        scheduler.advanceTo(70)
        XCTAssertEqual(observer.events, [.next(70, "r"), .next(70, "x"), .completed(70)],
                       "with simulateProcessingDelay: false, work scheduled now runs now")
    }

    func testPredictedSubscribeAtAnEvent_MatchesTheRecording() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable([.next(300, "a"), .next(310, "b"), .completed(320)])
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(300) { _ = hot.subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(predictedSubscribeAtAnEvent(), observer.events.map(Self.describe),
                       "actual is your prediction; expected is what the TestScheduler recorded")
    }

    func testPredictedFromAtThreeHundred_MatchesTheRecording() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(300) { _ = Observable.from(["x", "y"], scheduler: scheduler).subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(predictedFromAtThreeHundred(), observer.events.map(Self.describe),
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
