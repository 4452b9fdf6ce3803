import RIBs
import Rx
import XCTest

/// Where a router's subtree binding sits among the observers of its interactor's
/// `isActiveStream`: after those that subscribed before the router loaded, before those
/// that subscribed later, and a stream first asked for mid-change replays the new value once.
final class ActivenessOrderTests: RIBsTestCase {
    private var log: CallLog!
    private var root: LoggingRouter!
    private var child: LoggingRouter!
    private var grandchild: LoggingRouter!
    private var bag: [Disposable] = []

    override func setUp() {
        super.setUp()
        log = CallLog()
        root = LoggingRouter("Root", log: log)
        child = LoggingRouter("Child", log: log)
        grandchild = LoggingRouter("Grandchild", log: log)
        child.childrenToAttachOnLoad = [grandchild]
        root.interactable.activate()
        root.load()
    }

    override func tearDown() {
        bag.forEach { $0.dispose() }
        bag = []
        root = nil
        child = nil
        grandchild = nil
        log = nil
        super.tearDown()
    }

    private func logStream(of interactor: Interactor, as name: String) {
        bag.append(interactor.isActiveStream.subscribe(onNext: { [log] active in
            log?.append("\(name).stream \(active)")
        }))
    }

    func testStreamObservedAfterLoad_SeesTheSubtreeChangedFirst() {
        root.attachChild(child)
        logStream(of: child.interactor, as: "Child")
        log.clear()

        root.detachChild(child)

        XCTAssertEqual(log.entries, ["Child.willResignActive", "Grandchild.willResignActive", "Child.stream false"])
    }

    func testStreamObservedBeforeLoad_SeesTheChangeBeforeTheSubtree() {
        var subscribed = false
        child.interactor.onDidBecomeActive = { [unowned self] in
            guard !subscribed else { return }
            subscribed = true
            logStream(of: child.interactor, as: "Child")
        }
        root.attachChild(child)
        log.clear()

        root.detachChild(child)

        XCTAssertEqual(log.entries, ["Child.willResignActive", "Child.stream false", "Grandchild.willResignActive"])
    }

    func testStreamFirstAskedForDuringTheSubtreeWalk_ReplaysTheNewValueOnce() {
        var activations = 0
        grandchild.interactor.onDidBecomeActive = { [unowned self] in
            activations += 1
            // The second activation comes from the child's subtree binding, while the child
            // is activating: its stream does not exist yet.
            if activations == 2 { logStream(of: child.interactor, as: "Child") }
        }
        root.attachChild(child)
        root.detachChild(child)
        log.clear()

        root.attachChild(child)

        XCTAssertEqual(log.entries, ["Grandchild.didBecomeActive", "Child.stream true", "Child.didBecomeActive"])
        log.clear()

        root.detachChild(child)

        XCTAssertEqual(log.entries, ["Child.willResignActive", "Grandchild.willResignActive", "Child.stream false"], "the binding stays ahead of the later observer")
        XCTAssertFalse(grandchild.interactable.isActive)
    }

    func testTwoRoutersOverOneInteractor_BothFollowIt() {
        let interactor = LoggingInteractor("Shared", log: log)
        let first = Router<LoggingInteractor>(interactor: interactor)
        let second = Router<LoggingInteractor>(interactor: interactor)
        let firstChild = LoggingRouter("FirstChild", log: log)
        let secondChild = LoggingRouter("SecondChild", log: log)
        interactor.activate()
        first.load()
        second.load()
        first.attachChild(firstChild)
        second.attachChild(secondChild)
        log.clear()

        interactor.deactivate()

        XCTAssertEqual(log.entries, ["Shared.willResignActive", "FirstChild.willResignActive", "SecondChild.willResignActive"])
    }

    func testFreedRouter_ItsInteractorNoLongerDrivesTheOldSubtree() {
        let interactor = LoggingInteractor("Kept", log: log)
        var router: Router<LoggingInteractor>? = Router<LoggingInteractor>(interactor: interactor)
        let orphan = LoggingRouter("Orphan", log: log)
        interactor.activate()
        router?.load()
        router?.attachChild(orphan)
        router = nil
        XCTAssertFalse(orphan.interactable.isActive, "a freed router detaches its children")
        log.clear()

        interactor.activate()

        XCTAssertEqual(log.entries, ["Kept.didBecomeActive"])
        XCTAssertFalse(orphan.interactable.isActive)
    }
}
