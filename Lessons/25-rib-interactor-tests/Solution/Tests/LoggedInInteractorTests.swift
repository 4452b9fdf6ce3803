import RIBInteractorTesting
import XCTest

/// Lesson 25, reference tests: LoggedIn's interactor with a router mock and a listener mock,
/// RIBs style. They pass on the reference interactor and catch every seeded bug in Mutants/.
final class LoggedInInteractorTests: XCTestCase {
    private var interactor: LoggedInInteractor!
    private var router: LoggedInRoutingMock!
    private var listener: LoggedInListenerMock!

    override func setUp() {
        interactor = LoggedInInteractor()
        router = LoggedInRoutingMock()
        listener = LoggedInListenerMock()
        interactor.router = router
        interactor.listener = listener
    }

    /// The order matters: a "called" flag per method would pass an interactor that shows the
    /// start screen and then clears it.
    func testActivate_ClearsTheScreenThenShowsTheStartScreen() {
        interactor.activate()
        XCTAssertEqual(router.calls, ["cleanupViews", "routeToOffGame"])
    }

    func testDeactivate_CleansUpTheViews() {
        interactor.activate()
        interactor.deactivate()
        XCTAssertEqual(router.calls, ["cleanupViews", "routeToOffGame", "cleanupViews"])
    }

    func testGameEnd_CountsTheWinAndGoesBackToTheStartScreen() {
        interactor.activate()
        interactor.startGame()
        interactor.gameDidEnd(winner: "Ann")
        interactor.gameDidEnd(winner: nil)
        XCTAssertEqual(router.calls, ["cleanupViews", "routeToOffGame", "routeToGame", "routeToOffGame", "routeToOffGame"])
        XCTAssertEqual(interactor.wins, ["Ann": 1])
        XCTAssertEqual(listener.didLogOutCallCount, 0)
    }

    func testLogOut_TellsTheParent() {
        interactor.activate()
        interactor.logOut()
        XCTAssertEqual(listener.didLogOutCallCount, 1)
    }
}

/// Records every routing call, in order.
final class LoggedInRoutingMock: LoggedInRouting {
    private(set) var calls: [String] = []
    func routeToOffGame() { calls.append("routeToOffGame") }
    func routeToGame() { calls.append("routeToGame") }
    func cleanupViews() { calls.append("cleanupViews") }
}

/// Counts what LoggedIn told its parent.
final class LoggedInListenerMock: LoggedInListener {
    private(set) var didLogOutCallCount = 0
    func didLogOut() { didLogOutCallCount += 1 }
}
