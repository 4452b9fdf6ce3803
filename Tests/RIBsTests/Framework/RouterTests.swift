import RIBs
import Rx
import XCTest

final class RouterTests: RIBsTestCase {
    func testAttachChild_ActivatesThenLoads() {
        let log = CallLog()
        let parent = LoggingRouter("Parent", log: log)
        let childInteractor = InteractableMock()
        let child = RoutingMock(interactable: childInteractor)
        childInteractor.activateHandler = { log.append("child.activate"); childInteractor.isActive = true }
        child.loadHandler = { log.append("child.load") }
        parent.attachChild(child)
        XCTAssertEqual(log.entries, ["child.activate", "child.load"])
        XCTAssertEqual(parent.children.count, 1)
    }

    func testAttachChild_Twice_IsReportedAndRefused() {
        let parent = LoggingRouter("Parent", log: CallLog())
        let child = RoutingMock()
        parent.attachChild(child)
        parent.attachChild(child)
        XCTAssertEqual(failures.kinds, [.childAlreadyAttached])
        XCTAssertEqual(failures.all.first?.message, "Attempt to attach child: Routing, which is already attached to Parent.")
        XCTAssertEqual(parent.children.count, 1)
        XCTAssertEqual(child.loadCallCount, 1)
    }

    func testLoad_RunsOnce() {
        let log = CallLog()
        let router = LoggingRouter("A", log: log)
        var lifecycle: [RouterLifecycle] = []
        let subscription = router.lifecycle.subscribe(onNext: { lifecycle.append($0) })
        router.load()
        router.load()
        XCTAssertEqual(log.entries, ["A.didLoad"])
        XCTAssertEqual(lifecycle, [.didLoad])
        subscription.dispose()
    }

    func testDetachChild_DeactivatesChildAndItsSubtreeWhichStaysAttached() {
        let log = CallLog()
        let root = LoggingRouter("Root", log: log)
        let child = LoggingRouter("Child", log: log)
        let grandchild = LoggingRouter("Grandchild", log: log)
        child.childrenToAttachOnLoad = [grandchild]
        root.interactable.activate()
        root.load()
        root.attachChild(child)
        log.clear()

        root.detachChild(child)

        XCTAssertEqual(log.entries, ["Child.willResignActive", "Grandchild.willResignActive"], "parents before children")
        XCTAssertTrue(root.children.isEmpty)
        XCTAssertEqual(child.children.count, 1, "the child's own subtree stays attached")
        XCTAssertFalse(grandchild.interactable.isActive)
    }

    func testReattach_DescendantsBecomeActiveBeforeTheChild() {
        let log = CallLog()
        let root = LoggingRouter("Root", log: log)
        let child = LoggingRouter("Child", log: log)
        let grandchild = LoggingRouter("Grandchild", log: log)
        let greatGrandchild = LoggingRouter("GreatGrandchild", log: log)
        grandchild.childrenToAttachOnLoad = [greatGrandchild]
        child.childrenToAttachOnLoad = [grandchild]
        root.interactable.activate()
        root.load()
        log.clear()
        root.attachChild(child)
        XCTAssertEqual(log.entries, [
            "Child.didBecomeActive", "Child.didLoad",
            "Grandchild.didBecomeActive", "Grandchild.didLoad",
            "GreatGrandchild.didBecomeActive", "GreatGrandchild.didLoad",
        ], "first attach: activate, then load, which attaches the next level")
        root.detachChild(child)
        log.clear()

        root.attachChild(child)

        // The child's stream emits before its didBecomeActive; its router then activates the
        // subtree, and each grandchild's stream in turn activates the level below first.
        XCTAssertEqual(log.entries, ["GreatGrandchild.didBecomeActive", "Grandchild.didBecomeActive", "Child.didBecomeActive"],
                       "re-attach: descendants become active before the child itself; no second load")
    }

    func testDeinit_DeactivatesInteractorDetachesChildrenAndExpectsInteractorFreed() {
        let log = CallLog()
        var router: LoggingRouter? = LoggingRouter("A", log: log)
        let child = RoutingMock()
        router!.interactable.activate()
        router!.load()
        router!.attachChild(child)
        weak let interactor = router!.interactor
        let pending = LeakDetector.instance.pendingExpectations.count

        router = nil

        XCTAssertEqual(log.entries, ["A.didBecomeActive", "A.didLoad", "A.willResignActive"])
        XCTAssertEqual(child.interactable.isActive, false)
        XCTAssertEqual((child.interactable as? InteractableMock)?.deactivateCallCount, 1)
        XCTAssertNil(interactor)
        XCTAssertEqual(LeakDetector.instance.pendingExpectations.count, pending + 1)
        XCTAssertEqual(LeakDetector.instance.pendingExpectations.last?.objectDescription, "LoggingInteractor")
        advance(1)
        assertNoFailures()
        XCTAssertTrue(LeakDetector.instance.pendingExpectations.isEmpty)
    }

    func testDeinit_InteractorKeptAlive_IsReportedAsLeakAfterOneSecond() {
        var router: LoggingRouter? = LoggingRouter("A", log: CallLog())
        let keptInteractor = router!.interactor
        router = nil
        _ = router
        XCTAssertEqual(failures.kinds, [])
        advance(1)
        XCTAssertEqual(failures.kinds, [.objectLeaked])
        XCTAssertEqual(LeakDetector.instance.detectedLeaks.first?.objectDescription, "LoggingInteractor")
        XCTAssertEqual(LeakDetector.instance.detectedLeaks.first?.isStillAlive, true)
        _ = keptInteractor
    }

    func testViewableRouter_DetachedWithoutDismissingView_ReportsViewLeakAfterFiveSeconds() {
        let log = CallLog()
        let window = HeadlessWindow()
        let rootView = ViewControllableMock()
        window.rootViewController = rootView
        let root = LoggingRouter("Root", log: log)
        let child = LoggingViewableRouter("Child", log: log)
        root.interactable.activate()
        root.load()
        root.attachChild(child)
        rootView.present(child.viewControllable.uiviewController, animated: false)

        root.detachChild(child)
        advance(4)
        XCTAssertEqual(failures.kinds, [])
        advance(1)
        XCTAssertEqual(failures.kinds, [.viewControllerLeaked])
    }

    func testViewableRouter_DetachedAndDismissed_ReportsNothing() {
        let log = CallLog()
        let window = HeadlessWindow()
        let rootView = ViewControllableMock()
        window.rootViewController = rootView
        let root = LoggingRouter("Root", log: log)
        let child = LoggingViewableRouter("Child", log: log)
        root.interactable.activate()
        root.load()
        root.attachChild(child)
        rootView.present(child.viewControllable.uiviewController, animated: false)

        root.detachChild(child)
        rootView.dismiss(animated: false)
        advance(10)
        assertNoFailures()
    }

    func testViewableRouter_ReattachedInTime_CancelsTheViewExpectation() {
        let root = LoggingRouter("Root", log: CallLog())
        let child = LoggingViewableRouter("Child", log: CallLog())
        let window = HeadlessWindow()
        window.rootViewController = child.viewControllable.uiviewController
        root.interactable.activate()
        root.load()
        root.attachChild(child)
        root.detachChild(child)
        advance(2)
        root.attachChild(child)
        advance(10)
        assertNoFailures()
    }

    func testLaunch_SetsWindowRootActivatesThenLoads() {
        let log = CallLog()
        final class RootRouter: LaunchRouter<LoggingInteractor, ViewControllableMock> {
            override func didLoad() {
                interactor.log.append("didLoad, active=\(interactor.isActive)")
            }
        }
        let view = ViewControllableMock()
        let router = RootRouter(interactor: LoggingInteractor("Root", log: log), viewController: view)
        let window = HeadlessWindow()
        router.launch(from: window)
        XCTAssertTrue(window.rootViewController === view)
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertEqual(log.entries, ["Root.didBecomeActive", "didLoad, active=true"])
    }
}
