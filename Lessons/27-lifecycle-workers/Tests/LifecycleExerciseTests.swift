import RIBs
import Rx
import RxTesting
import RIBsLifecycle
import XCTest

/// Lesson 27's checks. Do not edit: `check` compares this file with the shipped copy.
final class LifecycleExerciseTests: XCTestCase {
    func testClock_RecordsOnlyWhileActive() {
        let scheduler = TestScheduler(initialClock: 0)
        let ticks = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(280, 3), .next(320, 4), .next(400, 5)])
        let interactor = ClockInteractor(ticks: ticks.asObservable())
        scheduler.scheduleAt(200) { interactor.activate() }
        scheduler.scheduleAt(255) { interactor.deactivate() }
        scheduler.scheduleAt(300) { interactor.activate() }
        scheduler.scheduleAt(335) { interactor.deactivate() }
        scheduler.start()
        XCTAssertEqual(interactor.seen, [1, 2, 4], "only the ticks at 210, 250 (active 200-255) and 320 (active 300-335)")
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 255), Subscription(300, 335)],
                       "one subscription per active period, disposed on each deactivate()")
    }

    func testClock_AnotherSchedule() {
        let scheduler = TestScheduler(initialClock: 0)
        let ticks = scheduler.createHotObservable([.next(205, 7), .next(240, 8), .next(260, 9), .next(290, 10)])
        let interactor = ClockInteractor(ticks: ticks.asObservable())
        scheduler.scheduleAt(230) { interactor.activate() }
        scheduler.scheduleAt(270) { interactor.deactivate() }
        scheduler.start()
        XCTAssertEqual(interactor.seen, [8, 9], "only the ticks while active (230-270): 8 at 240 and 9 at 260")
        XCTAssertEqual(ticks.subscriptions, [Subscription(230, 270)])
    }

    func testAutosave_SavesWhileTheEditorIsActive() {
        let scheduler = TestScheduler(initialClock: 0)
        let changes = scheduler.createHotObservable([.next(210, "a"), .next(250, "ab"), .next(320, "abc")])
        let store = DraftStore()
        let editor = EditorInteractor(worker: AutosaveWorker(changes: changes.asObservable(), store: store))
        scheduler.scheduleAt(200) { editor.activate() }
        scheduler.scheduleAt(300) { editor.deactivate() }
        scheduler.start()
        XCTAssertEqual(store.saved, ["a", "ab"], "changes made while the editor is active are saved; 320 comes after deactivation")
        XCTAssertEqual(changes.subscriptions, [Subscription(200, 300)],
                       "the worker subscribes when the editor activates and stops when it deactivates")
    }

    func testWorker_FollowsTheInteractor() {
        let changes = PublishSubject<String>()
        let store = DraftStore()
        let editor = EditorInteractor(worker: AutosaveWorker(changes: changes, store: store))
        editor.activate()
        XCTAssertTrue(editor.worker.isStarted, "activating the editor should start its worker")
        changes.onNext("while active")
        editor.deactivate()
        changes.onNext("while inactive")
        editor.activate()
        changes.onNext("active again")
        XCTAssertEqual(store.saved, ["while active", "active again"],
                       "the worker's work stops while the editor is inactive and resumes when it reactivates")
    }
}
