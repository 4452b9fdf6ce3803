import Rx
import RxTesting
import TimeOperators
import XCTest

/// Lesson 07's checks. Do not edit: `check` compares this file with the shipped copy.
final class TimeOperatorsExerciseTests: XCTestCase {
    func testSettledQueries_WaitsForQuietAndSkipsRepeats() {
        let scheduler = TestScheduler(initialClock: 0)
        let typed = scheduler.createHotObservable([
            .next(210, "c"), .next(215, "ca"), .next(220, "cat"),
            .next(300, "cats"), .next(305, "cat"),
            .next(400, "dog"), .completed(500),
        ])
        let observer = scheduler.start { settledQueries(typed.asObservable(), quiet: 30, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(250, "cat"), .next(430, "dog"), .completed(500)],
                       "cat settles at 250; cats is replaced by cat before 30 quiet ticks, and cat again is not searched twice")
    }

    func testSettledQueries_OtherQuietTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let typed = scheduler.createHotObservable([.next(210, "x"), .next(225, "xy"), .next(228, "xyz"), .completed(300)])
        let observer = scheduler.start { settledQueries(typed.asObservable(), quiet: 5, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(215, "x"), .next(233, "xyz"), .completed(300)],
                       "with 5 quiet ticks: x settles at 215, xy is replaced 3 ticks later, xyz settles at 233")
    }

    func testGuardedTaps_FirstTapThenNothingForTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, ()), .next(220, ()), .next(235, ()), .next(245, ()), .completed(300)])
        let observer = scheduler.start { guardedTaps(taps.asObservable(), window: 30, scheduler: scheduler).map { "tap" } }
        XCTAssertEqual(observer.events, [.next(210, "tap"), .next(245, "tap"), .completed(300)],
                       "210 passes; 220 and 235 fall in its 30-tick window; 245 starts a new window")
    }

    func testGuardedTaps_OtherWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, ()), .next(215, ()), .next(222, ()), .completed(230)])
        let observer = scheduler.start { guardedTaps(taps.asObservable(), window: 10, scheduler: scheduler).map { "tap" } }
        XCTAssertEqual(observer.events, [.next(210, "tap"), .next(222, "tap"), .completed(230)],
                       "with a 10-tick window: 210 passes, 215 is dropped, 222 passes; nothing is sent late")
    }

    func testSignUpEnabled_UpdatesOnEveryChangeOfEither() {
        let scheduler = TestScheduler(initialClock: 0)
        let name = scheduler.createHotObservable([.next(210, "A"), .next(230, "Al")])
        let password = scheduler.createHotObservable([.next(220, "secret"), .next(240, "secret12"), .next(250, "s")])
        let observer = scheduler.start { signUpEnabled(name: name.asObservable(), password: password.asObservable()) }
        XCTAssertEqual(observer.events, [.next(220, false), .next(230, false), .next(240, true), .next(250, false)],
                       "nothing until both have a value (220), then a verdict on every change of either")
    }

    func testSignUpEnabled_OtherFixture() {
        let scheduler = TestScheduler(initialClock: 0)
        let name = scheduler.createHotObservable([.next(205, "Bo")])
        let password = scheduler.createHotObservable([.next(215, "12345678"), .next(225, "1234567")])
        let observer = scheduler.start { signUpEnabled(name: name.asObservable(), password: password.asObservable()) }
        XCTAssertEqual(observer.events, [.next(215, true), .next(225, false)], "2 characters and 8 characters are enough; 7 are not")
    }

    func testSentMessages_OnlyOnTaps() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(205, ()), .next(230, ()), .next(260, ()), .completed(300)])
        let text = scheduler.createHotObservable([.next(210, "he"), .next(220, "hello"), .next(250, "bye")])
        let observer = scheduler.start { sentMessages(sendTaps: taps.asObservable(), text: text.asObservable()) }
        XCTAssertEqual(observer.events, [.next(230, "hello"), .next(260, "bye"), .completed(300)],
                       "a tap before any text sends nothing; each later tap sends the text typed so far; typing sends nothing")
    }
}
