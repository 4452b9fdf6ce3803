import RIBs
import Rx
import RxTesting
import RIBsWorkflow
import Synchronization
import XCTest

/// Lesson 29's checks. Do not edit: `check` compares this file with the shipped copy.
final class LaunchGameWorkflowTests: XCTestCase {
    private let failures = FailureLog()

    override func setUp() {
        let failures = self.failures
        RIBsFailureReporter.handler = { failure in failures.append(failure.message) }
    }

    override func tearDown() {
        RIBsFailureReporter.reset()
    }

    func testWorkflow_WaitsForLoginThenLaunchesTheGame() {
        let root = RootActionableItemMock()
        let loggedIn = LoggedInActionableItemMock()
        let login = PublishSubject<(LoggedInActionableItem, ())>()
        root.waitForLoginHandler = { login.asObservable() }
        let workflow = LaunchGameWorkflow(gameId: "ticTacToe")
        let subscription = workflow.subscribe(root)
        XCTAssertEqual(failures.messages, [], "the workflow should be committed before anyone subscribes")
        XCTAssertEqual(root.waitForLoginCallCount, 1, "step 1 should ask Root to wait for login")
        XCTAssertEqual(loggedIn.launchGameCallCount, 0, "the game must not launch before login")
        login.onNext((loggedIn, ()))
        XCTAssertEqual(loggedIn.launchGameIDs, ["ticTacToe"], "once logged in, step 2 launches the linked game, once")
        subscription.dispose()
    }

    func testWorkflow_LaunchesTheGameTheLinkNames() {
        let root = RootActionableItemMock()
        let loggedIn = LoggedInActionableItemMock()
        root.waitForLoginHandler = { .just((loggedIn, ())) }
        let subscription = LaunchGameWorkflow(gameId: "connectFour").subscribe(root)
        XCTAssertEqual(loggedIn.launchGameIDs, ["connectFour"], "step 2 launches the game the link names, whichever it is")
        subscription.dispose()
    }

    func testRootInteractor_WaitForLoginReplaysAnEarlierLogin() {
        let interactor = RootInteractor()
        let loggedIn = LoggedInActionableItemMock()
        interactor.didLogin(loggedIn: loggedIn)
        var received: [AnyObject] = []
        let subscription = interactor.waitForLogin().subscribe(onNext: { item, _ in received.append(item) })
        subscription.dispose()
        XCTAssertEqual(received.count, 1, "a link opened after login should get LoggedIn at once")
        XCTAssertTrue(received.first === loggedIn, "waitForLogin() should emit the LoggedIn given to didLogin")
    }

    func testWorkflowWithRealRoot_LinkBeforeLogin() {
        let interactor = RootInteractor()
        interactor.activate() // a step waits until its actionable item, an interactor, is active
        let loggedIn = LoggedInActionableItemMock()
        let subscription = LaunchGameWorkflow(gameId: "ticTacToe").subscribe(interactor)
        XCTAssertEqual(loggedIn.launchGameCallCount, 0)
        interactor.didLogin(loggedIn: loggedIn)
        XCTAssertEqual(loggedIn.launchGameIDs, ["ticTacToe"], "a link opened before login launches the game right after it")
        subscription.dispose()
    }
}

// MARK: - Mocks, RIBs style: call counts and handlers.

final class RootActionableItemMock: RootActionableItem {
    var waitForLoginCallCount = 0
    var waitForLoginHandler: (() -> Observable<(LoggedInActionableItem, ())>)?
    func waitForLogin() -> Observable<(LoggedInActionableItem, ())> {
        waitForLoginCallCount += 1
        return waitForLoginHandler?() ?? .never()
    }
}

final class LoggedInActionableItemMock: LoggedInActionableItem {
    var launchGameCallCount: Int { launchGameIDs.count }
    private(set) var launchGameIDs: [String?] = []
    func launchGame(with id: String?) -> Observable<(LoggedInActionableItem, ())> {
        launchGameIDs.append(id)
        return .just((self, ()))
    }
}

/// Failures the RIBs framework reported, instead of trapping.
final class FailureLog: Sendable {
    private let store = Mutex<[String]>([])
    func append(_ message: String) { store.withLock { $0.append(message) } }
    var messages: [String] { store.withLock { $0 } }
}
