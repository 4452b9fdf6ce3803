import ArchLabRegistry
import HeadlessUI
import RIBs
import XCTest
@testable import ArchLabShell

/// A parent RIB with a child it attaches through its own router methods, the way
/// `new rib Kid --parent Nest` writes them; the shell's `attach`/`detach` must call them.
private final class NestInteractor: PresentableInteractor<NestViewController> {}
private final class NestViewController: HeadlessViewController, ViewControllable {}
private final class KidInteractor: Interactor {}
private final class KidRouter: Router<KidInteractor> {}

private final class NestRouter: ViewableRouter<NestInteractor, NestViewController> {
    private(set) var kid: KidRouter?
    private(set) var routedCalls: [String] = []

    func attachKid() {
        routedCalls.append("attachKid")
        guard kid == nil else { return }
        let kid = KidRouter(interactor: KidInteractor())
        self.kid = kid
        attachChild(kid)
    }

    func detachKid() {
        routedCalls.append("detachKid")
        guard let kid else { return }
        detachChild(kid)
        self.kid = nil
    }
}

final class HandRouteTests: XCTestCase {
    private var shell: Shell!
    private var router: NestRouter?

    override func setUp() {
        let route = HandRoute(child: "Kid", parent: "Nest",
                              attach: { ($0 as? NestRouter)?.attachKid() != nil },
                              detach: { ($0 as? NestRouter)?.detachKid() != nil })
        let registration = AppRegistration(name: "Nest", summary: "a parent with a hand-routed child", handRoutes: [route]) { [weak self] _ in
            RIBLaunchHost.launch(name: "Nest") { _, _ in
                let view = NestViewController()
                let router = NestRouter(interactor: NestInteractor(presenter: view), viewController: view)
                self?.router = router
                return router
            }
        }
        shell = Shell(session: Session(catalog: SampleCatalog(registrations: [.app(registration)])))
    }

    @discardableResult
    private func run(_ line: String) -> [String] {
        let outcome = shell.submit(line: line)
        XCTAssertTrue(outcome.succeeded, "\(line): \(outcome.text)")
        return outcome.text
    }

    private var ribs: [String] { shell.session.samples.ribTree?.allNames ?? [] }

    func testAttachAndDetach_CallTheParentRoutersOwnMethods() throws {
        run("app Nest")
        XCTAssertEqual(ribs, ["LaunchHost", "Nest"])
        let app = try XCTUnwrap(shell.session.sample as? RIBTreeSample)
        XCTAssertEqual(app.attachableRIBs, ["Kid"], "a hand-routed child not in the tree can be attached")

        let attached = run("attach Kid")
        XCTAssertEqual(ribs, ["LaunchHost", "Nest", "Kid"])
        XCTAssertTrue(attached.joined(separator: "\n").contains("Kid"), "\(attached)")
        XCTAssertEqual(router?.routedCalls, ["attachKid"])
        XCTAssertEqual(app.attachableRIBs, [])

        run("detach Kid")
        XCTAssertEqual(ribs, ["LaunchHost", "Nest"])
        XCTAssertEqual(router?.routedCalls, ["attachKid", "detachKid"])
        XCTAssertNil(router?.kid, "the parent router's own state follows the hand route")
        XCTAssertEqual(app.attachableRIBs, ["Kid"])
    }

    func testAttachAHandRoutedChildAgainIsRefusedWithoutACrash() {
        run("app Nest")
        run("attach Kid")
        let outcome = shell.submit(line: "attach Kid")
        XCTAssertEqual(ribs, ["LaunchHost", "Nest", "Kid"], "the router's guard keeps one Kid: \(outcome.text)")
    }
}
