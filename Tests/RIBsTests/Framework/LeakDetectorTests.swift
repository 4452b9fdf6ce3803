import RIBs
import Rx
import XCTest

final class LeakDetectorTests: RIBsTestCase {
    func testExpectDeallocate_FreedInTime_PassesAndStatusCompletes() {
        var object: NSObjectLike? = NSObjectLike()
        var statuses: [LeakDetectionStatus] = []
        let subscription = LeakDetector.instance.status.subscribe(onNext: { statuses.append($0) })
        LeakDetector.instance.expectDeallocate(object: object!)
        object = nil
        _ = object
        advance(1)
        assertNoFailures()
        XCTAssertEqual(statuses, [.DidComplete, .InProgress, .DidComplete])
        subscription.dispose()
    }

    func testExpectDeallocate_Alive_ReportedExactlyAtItsTime() {
        let object = NSObjectLike()
        LeakDetector.instance.expectDeallocate(object: object, inTime: 3)
        advance(2)
        XCTAssertEqual(failures.kinds, [])
        XCTAssertEqual(LeakDetector.instance.pendingExpectations.map(\.objectDescription), ["NSObjectLike"])
        advance(1)
        XCTAssertEqual(failures.kinds, [.objectLeaked])
        XCTAssertEqual(failures.all.first?.message, "<NSObjectLike> has leaked: it should have been freed by now.")
        XCTAssertEqual(LeakDetector.instance.pendingExpectations.count, 0)
    }

    func testCancel_NothingChecked() {
        let object = NSObjectLike()
        let handle = LeakDetector.instance.expectDeallocate(object: object)
        handle.cancel()
        handle.cancel()
        XCTAssertEqual(LeakDetector.instance.pendingExpectations.count, 0)
        advance(5)
        assertNoFailures()
    }

    func testLeaks_StreamAndList() {
        var reported: [String] = []
        let subscription = LeakDetector.instance.leaks.subscribe(onNext: { reported.append($0.objectDescription) })
        let object = NSObjectLike()
        LeakDetector.instance.expectDeallocate(object: object)
        advance(1)
        XCTAssertEqual(reported, ["NSObjectLike"])
        XCTAssertEqual(LeakDetector.instance.detectedLeaks.count, 1)
        subscription.dispose()
    }

    func testExpectViewControllerDisappear_OffScreenPasses_OnScreenFails() {
        let window = HeadlessWindow()
        let onScreen = ViewControllableMock()
        let offScreen = ViewControllableMock()
        window.rootViewController = onScreen
        LeakDetector.instance.expectViewControllerDisappear(viewController: onScreen)
        LeakDetector.instance.expectViewControllerDisappear(viewController: offScreen)
        advance(5)
        XCTAssertEqual(failures.kinds, [.viewControllerLeaked])
    }
}

private final class NSObjectLike {}
