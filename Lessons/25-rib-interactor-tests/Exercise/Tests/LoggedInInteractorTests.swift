import RIBInteractorTesting
import XCTest

// Lesson 25: you write the tests of LoggedIn's interactor, with mocks for its router and its
// listener. The interactor (in Reference/) is finished and correct; `check` runs these tests
// against it (they must pass) and against interactors with seeded bugs (each must make at
// least one test fail). Fill in each `// TODO`; add tests freely.

final class LoggedInInteractorTests: XCTestCase {
    private var interactor: LoggedInInteractor!
    private var router: LoggedInRoutingMock!
    private var listener: LoggedInListenerMock!

    override func setUp() {
        interactor = LoggedInInteractor()
        router = LoggedInRoutingMock()
        listener = LoggedInListenerMock()
        interactor.router = router // the interactor holds both weakly: the test keeps them alive
        interactor.listener = listener
    }

    func testLifecycle() {
        // TODO: what the interactor asks of its router when it is attached (activated), and
        // when it is detached (deactivated).
    }

    func testGame() {
        // TODO: starting a game, and ending one (with a winner, and as a draw): where the
        // interactor routes, what it counts, and what it does not tell its parent.
    }

    func testLogOut() {
        // TODO: logging out is the parent's business: the parent must hear about it.
    }
}

/// Stands in for LoggedIn's router (`LoggedInRouting`).
final class LoggedInRoutingMock: LoggedInRouting {
    func routeToOffGame() {
        // TODO: record the call, for the tests to read (the order matters too).
    }

    func routeToGame() {
        // TODO: record the call.
    }

    func cleanupViews() {
        // TODO: record the call.
    }
}

/// Stands in for LoggedIn's parent (`LoggedInListener`).
final class LoggedInListenerMock: LoggedInListener {
    func didLogOut() {
        // TODO: count the call.
    }
}
