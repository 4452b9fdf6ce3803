import RIBs
@testable import RIBsAttach
import XCTest

/// Lesson 23's checks. Do not edit: `check` compares this file with the shipped copy.
final class AttachDetachExerciseTests: XCTestCase {
    private var window: HeadlessWindow!
    private var root: RootRouter!

    override func setUp() {
        window = HeadlessWindow()
        root = RootBuilder(dependency: AppComponent()).build() as? RootRouter
        root?.launch(from: window)
    }

    private var childNames: [String] { root.children.map { RIBNaming.name(of: $0) } }
    private var loggedOut: LoggedOutRouter? { root.children.first as? LoggedOutRouter }

    func testLaunch_AttachesAndPresentsLoggedOut() {
        XCTAssertEqual(childNames, ["LoggedOut"], "Root's didLoad should attach LoggedOut")
        XCTAssertTrue(loggedOut?.interactable.isActive == true, "attachChild activates the child's interactor")
        XCTAssertTrue(root.viewController.uiviewController.presentedViewController is LoggedOutViewController,
                      "Root should present LoggedOut's view")
    }

    func testLogin_SwapsLoggedOutForLoggedIn() {
        guard let loggedOut, let view = loggedOut.viewController.uiviewController as? LoggedOutViewController else {
            return XCTFail("LoggedOut should be attached after launch; got children \(childNames)")
        }
        view.tapLogin(name: " Ann ")
        XCTAssertEqual(childNames, ["LoggedIn"], "after didLogin, Root should detach LoggedOut and attach LoggedIn")
        XCTAssertFalse(loggedOut.interactable.isActive, "detachChild deactivates LoggedOut's interactor")
        XCTAssertNil(root.viewController.uiviewController.presentedViewController, "LoggedOut's view should be dismissed")
        XCTAssertEqual((root.children.first?.interactable as? LoggedInInteractor)?.userName, "Ann",
                       "LoggedIn should be built with the trimmed user name")
    }

    func testLogin_LoggedInGetsTheNameTyped() {
        guard let view = loggedOut?.viewController.uiviewController as? LoggedOutViewController else {
            return XCTFail("LoggedOut should be attached after launch; got children \(childNames)")
        }
        view.tapLogin(name: "Zoë")
        XCTAssertEqual((root.children.first?.interactable as? LoggedInInteractor)?.userName, "Zoë",
                       "LoggedIn should be built with the name the user typed")
    }

    func testLogin_BlankNameStaysLoggedOut() {
        guard let view = loggedOut?.viewController.uiviewController as? LoggedOutViewController else {
            return XCTFail("LoggedOut should be attached after launch; got children \(childNames)")
        }
        view.tapLogin(name: "   ")
        XCTAssertEqual(childNames, ["LoggedOut"], "a blank name must not log in")
    }

    func testLoggedOutInteractor_TellsTheListenerOnce() {
        let view = LoggedOutViewController()
        let interactor = LoggedOutInteractor(presenter: view)
        let listener = LoggedOutListenerMock()
        interactor.listener = listener
        interactor.login(withName: "")
        interactor.login(withName: "Bo")
        XCTAssertEqual(listener.didLoginCallCount, 1, "only the non-blank login reaches the listener")
        XCTAssertEqual(listener.userNames, ["Bo"])
        interactor.login(withName: "\tCy ")
        XCTAssertEqual(listener.userNames, ["Bo", "Cy"], "each non-blank login reaches the listener, trimmed")
    }
}

private final class LoggedOutListenerMock: LoggedOutListener {
    private(set) var didLoginCallCount = 0
    private(set) var userNames: [String] = []
    func didLogin(withUserName userName: String) {
        didLoginCallCount += 1
        userNames.append(userName)
    }
}
