import RIBs
@testable import RIBFromNothing
import XCTest

/// Lesson 24's checks: the Welcome RIB you wrote, attached to Root. Do not edit: `check`
/// compares this file with the shipped copy.
final class RIBFromNothingExerciseTests: XCTestCase {
    private var window: HeadlessWindow!
    private var root: RootRouter!

    override func setUp() {
        launch(appName: "Todo")
    }

    private func launch(appName: String) {
        window = HeadlessWindow()
        root = RootBuilder(dependency: AppComponent(appName: appName)).build() as? RootRouter
        root?.launch(from: window)
    }

    private var childNames: [String] { root.children.map { RIBNaming.name(of: $0) } }
    private var welcome: WelcomeRouter? { root.children.first as? WelcomeRouter }
    private var welcomeView: WelcomeViewController? { welcome?.viewController.uiviewController as? WelcomeViewController }
    private var rootInteractor: RootInteractor? { root.interactable as? RootInteractor }

    func testLaunch_AttachesWelcomeAndPresentsItsView() {
        XCTAssertEqual(childNames, ["Welcome"], "Root's didLoad should build Welcome and attach it")
        XCTAssertTrue(welcome?.interactable.isActive == true, "attachChild activates Welcome's interactor")
        XCTAssertTrue(root.viewController.uiviewController.presentedViewController is WelcomeViewController,
                      "Root should present Welcome's view")
    }

    func testWelcomeView_ShowsTheAppNameRootsComponentGives() {
        XCTAssertEqual(welcomeView?.appName, "Todo", "Welcome's view shows the app name its dependency gives")
        launch(appName: "Notes")
        XCTAssertEqual(welcomeView?.appName, "Notes", "the name comes from Root's dependency, through Root's component")
    }

    func testStart_TellsRootAndDetachesWelcome() {
        guard let welcome, let view = welcomeView else {
            return XCTFail("Welcome should be attached after launch; got children \(childNames)")
        }
        view.tapStart(name: " Ann ")
        XCTAssertEqual(rootInteractor?.userName, "Ann", "Welcome's listener (Root's interactor) gets the trimmed name")
        XCTAssertEqual(childNames, [], "after welcomeDidFinish, Root should detach Welcome")
        XCTAssertFalse(welcome.interactable.isActive, "detachChild deactivates Welcome's interactor")
        XCTAssertNil(root.viewController.uiviewController.presentedViewController, "Welcome's view should be dismissed")
    }

    func testStart_BlankNameKeepsWelcome() {
        welcomeView?.tapStart(name: "  ")
        XCTAssertNil(rootInteractor?.userName, "a blank name must not reach the listener")
        XCTAssertEqual(childNames, ["Welcome"], "a blank name keeps Welcome attached")
    }

    func testStart_RootForgetsTheDetachedWelcome() {
        weak let detached = welcome
        welcomeView?.tapStart(name: "Zoë")
        XCTAssertEqual(rootInteractor?.userName, "Zoë", "the listener gets the name the user typed")
        XCTAssertNil(detached, "once detached, Root should let go of Welcome's router (set its property to nil)")
    }

    func testWelcomeInteractor_TellsItsListenerEachName() {
        let view = WelcomeViewController(appName: "Any")
        let interactor = WelcomeInteractor(presenter: view)
        let listener = WelcomeListenerMock()
        interactor.listener = listener
        view.tapStart(name: "")
        view.tapStart(name: "Bo")
        view.tapStart(name: "\tCy ")
        XCTAssertEqual(listener.names, ["Bo", "Cy"], "the view calls the interactor, which tells its listener each non-blank name, trimmed")
    }
}

private final class WelcomeListenerMock: WelcomeListener {
    private(set) var names: [String] = []
    func welcomeDidFinish(withName name: String) {
        names.append(name)
    }
}
