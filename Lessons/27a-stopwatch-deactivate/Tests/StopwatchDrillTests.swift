import RIBs
import Rx
@testable import StopwatchDeactivate
import XCTest

/// Drill 27a's checks. Do not edit: `check` compares this file with the shipped copy.
final class StopwatchDrillTests: XCTestCase {
    private var seconds: PublishSubject<Int>!
    private var interactor: StopwatchInteractor!

    override func setUp() {
        super.setUp()
        seconds = PublishSubject()
        interactor = StopwatchInteractor(seconds: seconds.asObservable())
    }

    func testActive_ShowsEverySecond() {
        seconds.onNext(0)
        interactor.activate()
        seconds.onNext(1)
        seconds.onNext(2)
        XCTAssertEqual(interactor.shown, ["1 s", "2 s"], "only the seconds that come while active are shown")
    }

    func testDeactivate_EndsTheSubscription() {
        interactor.activate()
        seconds.onNext(41)
        interactor.deactivate()
        XCTAssertFalse(seconds.hasObservers, "deactivating should dispose the subscription")
        seconds.onNext(42)
        XCTAssertEqual(interactor.shown, ["41 s"])
    }

    func testReactivate_SubscribesAgainOnce() {
        interactor.activate()
        interactor.deactivate()
        interactor.activate()
        seconds.onNext(7)
        XCTAssertEqual(interactor.shown, ["7 s"], "after a second activation each second should be shown once")
    }

    func testReleasedAfterDeactivation() {
        weak let released = interactor
        interactor.activate()
        seconds.onNext(3)
        interactor.deactivate()
        interactor = nil
        XCTAssertNil(released, "the subscription must not keep the interactor alive: capture it weakly")
    }
}
