import DriveEmitRelays
import Rx
import RxTesting
import XCTest

/// Drill 08l's checks. Do not edit: `check` compares this file with the shipped copy.
final class DriveEmitDrillTests: XCTestCase {
    private struct FormBroke: Error {}

    func testTitle_TheRelayHoldsEachTitleOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let screen = SignUpScreen()
            let titles = scheduler.createHotObservable([.next(210, "Welcome"), .next(230, "Almost there")])
            let shown = scheduler.createObserver(String.self)
            _ = screen.title.subscribe(shown)
            scheduler.scheduleAt(200) { _ = bind(titles: titles.asObservable(), errorMessages: .never(), into: screen) }
            scheduler.start()
            XCTAssertEqual(shown.events, [.next(0, ""), .next(211, "Welcome"), .next(231, "Almost there")],
                           "drive delivers on the (mocked) main scheduler, one tick after each title")
            XCTAssertEqual(screen.title.value, "Almost there")
        }
    }

    func testTitle_AFailureShowsSignUpAndTheTitleStays() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let screen = SignUpScreen()
            let titles = scheduler.createHotObservable([.next(210, "Step 1"), .error(220, FormBroke())])
            let shown = scheduler.createObserver(String.self)
            _ = screen.title.subscribe(shown)
            scheduler.scheduleAt(200) { _ = bind(titles: titles.asObservable(), errorMessages: .never(), into: screen) }
            scheduler.start()
            XCTAssertEqual(shown.events, [.next(0, ""), .next(211, "Step 1"), .next(221, "Sign up")],
                           "a Driver turns the failure into its fallback; the relay never ends")
        }
    }

    func testToasts_EachOnceToWhoeverWatchesThen() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let screen = SignUpScreen()
            let messages = scheduler.createHotObservable([.next(210, "Email taken"), .next(240, "Too short"), .error(260, FormBroke())])
            let early = scheduler.createObserver(String.self), late = scheduler.createObserver(String.self)
            _ = screen.toasts.subscribe(early)
            scheduler.scheduleAt(200) { _ = bind(titles: .never(), errorMessages: messages.asObservable(), into: screen) }
            scheduler.scheduleAt(250) { _ = screen.toasts.subscribe(late) }
            scheduler.start()
            XCTAssertEqual(early.events, [.next(211, "Email taken"), .next(241, "Too short")],
                           "each message is a toast, one tick later; the failure at 260 ends them quietly")
            XCTAssertEqual(late.events, [], "a toast is not replayed to someone who comes later")
        }
    }

    func testBind_DisposingEndsBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let screen = SignUpScreen()
            let titles = scheduler.createHotObservable([.next(210, "Hello"), .next(250, "Too late")])
            let messages = scheduler.createHotObservable([.next(220, "Oops"), .next(260, "Too late")])
            let toasts = scheduler.createObserver(String.self)
            _ = screen.toasts.subscribe(toasts)
            var binding: Disposable?
            scheduler.scheduleAt(200) { binding = bind(titles: titles.asObservable(), errorMessages: messages.asObservable(), into: screen) }
            scheduler.scheduleAt(230) { binding?.dispose() }
            scheduler.start()
            XCTAssertEqual(screen.title.value, "Hello")
            XCTAssertEqual(toasts.events, [.next(221, "Oops")])
            XCTAssertEqual(titles.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(messages.subscriptions, [Subscription(200, 230)])
        }
    }
}
