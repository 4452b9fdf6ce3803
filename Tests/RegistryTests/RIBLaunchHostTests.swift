import ArchLabRegistry
import HeadlessUI
import RIBs
import XCTest

/// A one-RIB app (Parent, viewful) with a child it attaches by hand, written the way
/// `new rib Child --parent Parent` writes them, without the generator.
private final class ParentInteractor: PresentableInteractor<ParentViewController> {}

private final class ParentViewController: HeadlessViewController, ViewControllable {
    override var userActions: [UserAction] { [UserAction("wave", summary: "wave")] }
    override func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) { waves += 1 }
    private(set) var waves = 0
}

private final class ChildInteractor: Interactor {}

private final class ParentRouter: ViewableRouter<ParentInteractor, ParentViewController> {
    private var child: Routing?

    func attachChild() {
        guard child == nil else { return }
        let child = Router(interactor: ChildInteractor())
        self.child = child
        attachChild(child)
    }

    func detachChild() {
        guard let child else { return }
        detachChild(child)
        self.child = nil
    }
}

final class RIBLaunchHostTests: XCTestCase {
    private func launch() -> RIBLaunchHost {
        RIBLaunchHost.launch(name: "Parent") { _, _ in
            let view = ParentViewController()
            return ParentRouter(interactor: ParentInteractor(presenter: view), viewController: view)
        }
    }

    func testLaunch_AttachesTheRIBUnderTheHostAndPresentsItsView() throws {
        let app = launch()

        XCTAssertEqual(app.name, "Parent")
        XCTAssertEqual(app.tree.name, "LaunchHost")
        XCTAssertEqual(app.tree.children.map(\.name), ["Parent"])
        XCTAssertEqual(app.tree.children.first?.isActive, true)
        XCTAssertEqual(app.window.viewControllerStack.map(\.viewName), ["LaunchHost", "Parent"])
        try app.window.activeView?.fire("wave")
        XCTAssertEqual(app.window.render(), "── LaunchHost ──\napp Parent\n── Parent ──\n[Parent]")
    }

    func testHandRoute_CallsTheParentRoutersMethods() throws {
        let app = launch()
        let route = HandRoute(child: "Router", parent: "Parent",
                              attach: { ($0 as? ParentRouter)?.attachChild() != nil },
                              detach: { ($0 as? ParentRouter)?.detachChild() != nil })
        let registration = AppRegistration(name: "Parent", summary: "", handRoutes: [route]) { _ in app }
        let parent = try XCTUnwrap(RIBTree.find("Parent", in: app.launchRouter)?.router)

        XCTAssertTrue(try XCTUnwrap(registration.handRoute(for: "Router")).attach(parent))
        XCTAssertEqual(app.tree.children.first?.children.count, 1)
        XCTAssertTrue(route.detach(parent))
        XCTAssertEqual(app.tree.children.first?.children.count, 0)
        XCTAssertFalse(route.attach(app.launchRouter), "the launch router is not a ParentRouter")
        XCTAssertNil(registration.handRoute(for: "Nobody"))
    }
}
