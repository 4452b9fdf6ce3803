import RIBs
@testable import RIBsViewless
import XCTest

/// Lesson 26's checks. Do not edit: `check` compares this file with the shipped copy.
final class ViewlessExerciseTests: XCTestCase {
    private var parentView: ParentViewController!
    private var router: LoggedInRouting!
    private var component: LoggedInComponent!

    override func setUp() {
        parentView = ParentViewController()
        (router, component) = LoggedInBuilder(dependency: ParentComponent(view: parentView)).build(withListener: ListenerMock())
    }

    /// What a parent's `attachChild` does: activate, then load.
    private func attach() {
        router.interactable.activate()
        router.load()
    }

    func testComponent_SharesOneScoreStream() {
        XCTAssertTrue(component.mutableScoreStream === component.mutableScoreStream,
                      "`shared { }` should create the score stream once per component")
        let offGameDependency: OffGameDependency = component
        XCTAssertTrue(offGameDependency.scoreStream === component.mutableScoreStream,
                      "OffGame should read the same stream LoggedIn owns")
    }

    func testDidLoad_AttachesOffGameOnTheBorrowedView() {
        attach()
        XCTAssertEqual(router.children.map { RIBNaming.name(of: $0) }, ["OffGame"], "LoggedIn's didLoad should attach OffGame")
        XCTAssertTrue(parentView.presentedViewController is OffGameViewController,
                      "OffGame's view should be presented on the parent's view controller")
    }

    func testScore_FlowsThroughTheSharedStream() {
        attach()
        component.mutableScoreStream.updateScore(withWinner: .player1)
        component.mutableScoreStream.updateScore(withWinner: .player1)
        component.mutableScoreStream.updateScore(withWinner: .player2)
        XCTAssertEqual(parentView.presentedViewController?.render(), "Score: 2 - 1",
                       "OffGame shows the score LoggedIn's stream holds")
    }

    func testWillResignActive_CleansUpViews() {
        attach()
        XCTAssertNotNil(parentView.presentedViewController, "after attaching, OffGame's view should be on the parent's view controller")
        router.interactable.deactivate()
        XCTAssertNil(parentView.presentedViewController,
                     "when LoggedIn resigns, cleanupViews() should dismiss OffGame's view from the parent's view controller")
    }
}

private final class ParentViewController: HeadlessViewController, LoggedInViewControllable {
    func present(viewController: ViewControllable) { present(viewController.uiviewController, animated: false) }
    func dismiss(viewController: ViewControllable) {
        if presentedViewController === viewController.uiviewController { dismiss(animated: false) }
    }
}

private final class ParentComponent: EmptyComponent, LoggedInDependency {
    let view: ParentViewController
    init(view: ParentViewController) {
        self.view = view
        super.init()
    }
    var loggedInViewController: LoggedInViewControllable { view }
}

private final class ListenerMock: LoggedInListener {}
