import Rx
import RxTesting
import Subjects
import XCTest

/// Lesson 03's checks. Do not edit: `check` compares this file with the shipped copy.
final class SubjectsExerciseTests: XCTestCase {
    func testThermostat_RaiseChangesTheTarget() {
        let thermostat = Thermostat(start: 20)
        thermostat.raise(by: 2)
        thermostat.raise(by: -5)
        XCTAssertEqual(thermostat.target.value, 17, "20, raised by 2, then by -5")
    }

    func testThermostat_DisplayStartsWithTheCurrentValue() {
        let thermostat = Thermostat(start: 20)
        thermostat.raise(by: 1)
        var shown: [String] = []
        let subscription = thermostat.display.subscribe(onNext: { shown.append($0) })
        thermostat.raise(by: 1)
        subscription.dispose()
        XCTAssertEqual(shown, ["21°C", "22°C"],
                       "a new subscriber to display gets the current target at once, then each change")
    }

    func testThermostat_DisplayOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let thermostat = Thermostat(start: 18)
        scheduler.scheduleAt(300) { thermostat.raise(by: 3) }
        let observer = scheduler.start { thermostat.display }
        XCTAssertEqual(observer.events, [.next(200, "18°C"), .next(300, "21°C")],
                       "subscribed at 200: the current value at 200, the raise at 300, and never a completion")
    }

    func testChatRoom_NewMemberSeesTheLastTwoMessages() {
        let room = ChatRoom()
        room.post("hi")
        room.post("who's here?")
        room.post("me")
        var seen: [String] = []
        let subscription = room.join().subscribe(onNext: { seen.append($0) })
        room.post("welcome!")
        subscription.dispose()
        XCTAssertEqual(seen, ["who's here?", "me", "welcome!"],
                       "a member who joins after three posts sees the last two, then new ones")
    }

    func testChatRoom_KeepsOnlyTwoWhateverWasPosted() {
        let room = ChatRoom()
        room.post("first")
        var early: [String] = []
        let earlyMember = room.join().subscribe(onNext: { early.append($0) })
        for message in ["second", "third", "fourth", "fifth"] { room.post(message) }
        var late: [String] = []
        let lateMember = room.join().subscribe(onNext: { late.append($0) })
        earlyMember.dispose()
        lateMember.dispose()
        XCTAssertEqual(early, ["first", "second", "third", "fourth", "fifth"],
                       "a member who joins after one post sees it, then every new one")
        XCTAssertEqual(late, ["fourth", "fifth"], "a member who joins after five posts sees the last two")
    }

    func testLateSubscriber_OnPublishSubject() {
        XCTAssertEqual(LateSubscriber.onPublishSubject(), Self.lateView(of: PublishSubject<Int>()),
                       "actual is your prediction; expected is what a PublishSubject really gave")
    }

    func testLateSubscriber_OnBehaviorSubject() {
        XCTAssertEqual(LateSubscriber.onBehaviorSubject(), Self.lateView(of: BehaviorSubject(value: 0)),
                       "actual is your prediction; expected is what a BehaviorSubject(value: 0) really gave")
    }

    func testLateSubscriber_OnReplaySubject() {
        XCTAssertEqual(LateSubscriber.onReplaySubject(), Self.lateView(of: ReplaySubject<Int>.create(bufferSize: 2)),
                       "actual is your prediction; expected is what a ReplaySubject(bufferSize: 2) really gave")
    }

    private static func lateView<S: SubjectType & ObserverType>(of subject: S) -> [Int] where S.Element == Int, S.Observer.Element == Int {
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        var seen: [Int] = []
        let subscription = subject.subscribe(onNext: { seen.append($0) })
        subject.onNext(4)
        subscription.dispose()
        return seen
    }
}
