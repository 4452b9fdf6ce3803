import Rx
import RxTesting
import Traits
import XCTest

/// Lesson 08's checks. Do not edit: `check` compares this file with the shipped copy.
final class TraitsExerciseTests: XCTestCase {
    private struct Offline: Error {}

    func testGetTitle_SucceedsAfterTheLatency() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = DelayedTitleService(title: "hello", latency: 50, scheduler: scheduler)
        let observer = scheduler.start { service.getTitle().asObservable() }
        XCTAssertEqual(observer.events, [.next(250, "hello"), .completed(250)],
                       "subscribed at 200 with a latency of 50: one value at 250, then completed")
    }

    func testGetTitle_AnswersWithItsOwnTitleAndLatency() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = DelayedTitleService(title: "Mars", latency: 15, scheduler: scheduler)
        let observer = scheduler.start { service.getTitle().asObservable() }
        XCTAssertEqual(observer.events, [.next(215, "Mars"), .completed(215)],
                       "the service's own title, after its own latency (15): next(Mars) and completed at 215")
    }

    func testGetTitle_FailsAfterTheLatencyWithoutATitle() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = DelayedTitleService(title: nil, latency: 50, scheduler: scheduler)
        let observer = scheduler.start { service.getTitle().asObservable() }
        XCTAssertEqual(observer.events, [.error(250, TitleError.notFound)],
                       "without a title, getTitle() fails with TitleError.notFound at 250")
    }

    func testSafeTitle_ReplacesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = DelayedTitleService(title: nil, latency: 10, scheduler: scheduler)
        let observer = scheduler.start { safeTitle(failing.getTitle()).asObservable() }
        XCTAssertEqual(observer.events, [.next(210, "Untitled"), .completed(210)],
                       "a failing title becomes \"Untitled\"")
    }

    func testSafeTitle_KeepsASuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { safeTitle(Single.just("kept")).asObservable() }
        XCTAssertEqual(observer.events, [.next(200, "kept"), .completed(200)])
    }

    func testDisplay_ShowsErrorAndEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let titles = scheduler.createHotObservable([.next(210, "first"), .error(220, Offline()), .next(230, "never shown")])
        SharingScheduler.mock(scheduler: scheduler) {
            let observer = scheduler.start { display(titles.asObservable()).asObservable() }
            XCTAssertEqual(observer.events, [.next(211, "first"), .next(221, "ERROR!"), .completed(221)],
                           "the driver delivers on the (mocked) main scheduler, one tick later: first, then ERROR! and the end")
        }
    }

    func testDisplay_ReplaysTheLatestTitleToANewSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let titles = scheduler.createHotObservable([.next(210, "first"), .next(220, "second")])
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = display(titles.asObservable())
            let early = scheduler.createObserver(String.self)
            let late = scheduler.createObserver(String.self)
            scheduler.scheduleAt(200) { _ = driver.drive(early) }
            scheduler.scheduleAt(300) { _ = driver.drive(late) }
            scheduler.start()
            XCTAssertEqual(late.events, [.next(300, "second")],
                           "a Driver replays its latest value to a new subscriber")
        }
    }

    func testTapCount_CountsAndDoesNotReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = PublishRelay<Void>()
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = tapCount(taps)
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = signal.emit(to: early) }
            scheduler.scheduleAt(210) { taps.accept(()) }
            scheduler.scheduleAt(220) { taps.accept(()) }
            scheduler.scheduleAt(300) { _ = signal.emit(to: late) }
            scheduler.scheduleAt(310) { taps.accept(()) }
            scheduler.start()
            XCTAssertEqual(early.events, [.next(211, 1), .next(221, 2), .next(311, 3)],
                           "each tap counts; the signal delivers one tick later on the (mocked) main scheduler")
            XCTAssertEqual(late.events, [.next(311, 3)],
                           "a Signal replays nothing: a subscriber from 300 only sees the next count")
        }
    }
}
