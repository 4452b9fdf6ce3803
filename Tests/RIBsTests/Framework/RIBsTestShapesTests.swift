import Foundation
import RIBs
import Rx
import XCTest

/// The shapes RIBs iOS's own tests rely on, used from outside the module (no `@testable`):
/// a `LeakDetector` subclass installed as the instance, a `HeadlessWindow` subclass made with
/// `init(frame:)`, and the public `removeElementByReference` on arrays.
final class RIBsTestShapesTests: RIBsTestCase {
    private final class HandleMock: LeakDetectionHandle {
        var cancelCallCount = 0
        func cancel() { cancelCallCount += 1 }
    }

    private final class LeakDetectorMock: LeakDetector, @unchecked Sendable { // reason: used from the test's thread only.
        var expectDeallocateCallCount = 0
        override func expectDeallocate(object: AnyObject, inTime time: TimeInterval) -> LeakDetectionHandle {
            expectDeallocateCallCount += 1
            return HandleMock()
        }

        var expectViewControllerDisappearCallCount = 0
        override func expectViewControllerDisappear(viewController: HeadlessViewController, inTime time: TimeInterval) -> LeakDetectionHandle {
            expectViewControllerDisappearCallCount += 1
            return HandleMock()
        }

        var statusCallCount = 0
        override var status: Observable<LeakDetectionStatus> {
            statusCallCount += 1
            return super.status
        }
    }

    private final class WindowMock: HeadlessWindow {
        override var isKeyWindow: Bool { internalIsKeyWindow }
        override var rootViewController: HeadlessViewController? {
            get { internalRootViewController }
            set { internalRootViewController = newValue }
        }
        override func makeKeyAndVisible() { internalIsKeyWindow = true }
        private var internalIsKeyWindow = false
        private var internalRootViewController: HeadlessViewController?
    }

    func testLeakDetectorSubclass_ReceivesTheFrameworksExpectations() {
        let mock = LeakDetectorMock()
        LeakDetector.setInstance(mock)
        do {
            let interactor = InteractableMock()
            let viewController = ViewControllableMock()
            let router = ViewableRouter<InteractableMock, ViewControllableMock>(interactor: interactor, viewController: viewController)
            router.load()
            interactor.isActive = true
            interactor.isActive = false
        }
        // The router's deinit expects its interactor and view to go; the view is expected to
        // disappear at load (the interactor starts inactive) and again when it resigns: all
        // through the mock, as in RIBs iOS.
        XCTAssertEqual(mock.expectDeallocateCallCount, 2)
        XCTAssertEqual(mock.expectViewControllerDisappearCallCount, 2)
        var statuses: [LeakDetectionStatus] = []
        let subscription = LeakDetector.instance.status.subscribe(onNext: { statuses.append($0) })
        XCTAssertEqual(mock.statusCallCount, 1)
        XCTAssertEqual(statuses, [.DidComplete])
        subscription.dispose()
    }

    func testWindowSubclass_MadeWithFrame_IsWhatLaunchUses() {
        let window = WindowMock(frame: .zero)
        XCTAssertEqual(window.frame, .zero)
        let viewController = ViewControllableMock()
        let launchRouter = LaunchRouter(interactor: InteractableMock(), viewController: viewController)
        launchRouter.launch(from: window)
        XCTAssertTrue(window.rootViewController === viewController)
        XCTAssertTrue(window.isKeyWindow)
        let plain = HeadlessWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(plain.frame.size.width, 320)
        XCTAssertFalse(plain.isKeyWindow)
    }

    private final class NibViewController: HeadlessViewController {
        override init() { super.init(nibName: nil, bundle: nil) }
    }

    func testViewController_InitWithNibNameAndBundle_AsUIKitSubclassesCallIt() {
        let viewController = NibViewController()
        let plain = HeadlessViewController(nibName: nil, bundle: nil)
        let window = HeadlessWindow(frame: .zero)
        window.rootViewController = viewController
        XCTAssertTrue(viewController.window === window)
        XCTAssertNil(plain.window)
        XCTAssertEqual(viewController.viewName, "Nib")
    }

    func testRemoveElementByReference_RemovesTheSameObjectOnly() {
        final class Object {}
        let first = Object()
        let second = Object()
        let absent = Object()
        var array = [first, second, first]
        array.removeElementByReference(absent)
        XCTAssertEqual(array.count, 3)
        array.removeElementByReference(first)
        XCTAssertTrue(array.count == 2 && array[0] === second && array[1] === first)
        array.removeElementByReference(first)
        array.removeElementByReference(second)
        XCTAssertTrue(array.isEmpty)
    }
}
