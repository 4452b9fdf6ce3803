import ConfineToActive
import RIBs
import Rx
import RxTesting
import XCTest

/// Drill 27k's checks. Do not edit: `check` compares this file with the shipped copy.
final class ConfineToDrillTests: XCTestCase {
    func testStatusLine_FollowsActivation() {
        let scheduler = TestScheduler(initialClock: 0)
        let interactor = MapInteractor()
        scheduler.scheduleAt(300) { interactor.activate() }
        scheduler.scheduleAt(450) { interactor.deactivate() }
        let observer = scheduler.start { interactor.statusLine }
        XCTAssertEqual(observer.events, [.next(200, "paused"), .next(300, "tracking"), .next(450, "paused")],
                       "isActiveStream gives the current activeness on subscription, then each change")
    }

    func testPositionsToDraw_OnlyWhileActive_TheLatestAgainOnReactivation() {
        let scheduler = TestScheduler(initialClock: 0)
        let interactor = MapInteractor()
        let positions = scheduler.createHotObservable([.next(210, "A"), .next(230, "B"), .next(260, "C"), .next(265, "D"), .next(280, "E")])
        scheduler.scheduleAt(220) { interactor.activate() }
        scheduler.scheduleAt(250) { interactor.deactivate() }
        scheduler.scheduleAt(270) { interactor.activate() }
        let observer = scheduler.start { interactor.positionsToDraw(positions.asObservable()) }
        XCTAssertEqual(observer.events, [.next(220, "A"), .next(230, "B"), .next(270, "D"), .next(280, "E")],
                       "A waits for the activation at 220; C and D arrive while inactive, and only the latest, D, is drawn at 270")
    }

    func testPositionsToDraw_AnActiveInteractorDrawsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let interactor = MapInteractor()
        interactor.activate()
        let positions = scheduler.createHotObservable([.next(205, "north pier"), .next(240, "lighthouse")])
        let observer = scheduler.start { interactor.positionsToDraw(positions.asObservable()) }
        XCTAssertEqual(observer.events, [.next(205, "north pier"), .next(240, "lighthouse")])
    }

    func testFollow_WhileActive_UntilTheNextDeactivation() {
        let scheduler = TestScheduler(initialClock: 0)
        let interactor = MapInteractor()
        let compass = scheduler.createHotObservable([.next(310, 90), .next(320, 180), .next(340, 270)])
        scheduler.scheduleAt(300) {
            interactor.activate()
            interactor.follow(compass.asObservable())
        }
        scheduler.scheduleAt(330) { interactor.deactivate() }
        scheduler.start()
        XCTAssertEqual(interactor.headings, [90, 180])
        XCTAssertEqual(compass.subscriptions, [Subscription(300, 330)], "the deactivation at 330 ends the subscription")
    }

    func testFollow_WhileInactive_EndsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let interactor = MapInteractor()
        let compass = scheduler.createHotObservable([.next(410, 45), .next(420, 135)])
        scheduler.scheduleAt(400) { interactor.follow(compass.asObservable()) }
        scheduler.scheduleAt(415) { interactor.activate() }
        scheduler.start()
        XCTAssertEqual(interactor.headings, [], "nothing is followed: the interactor was inactive when it was asked")
        XCTAssertEqual(compass.subscriptions, [Subscription(400, 400)],
                       "disposeOnDeactivate on an inactive interactor disposes the subscription at once; a later activation does not bring it back")
    }
}
