// A generated RIB's interactor and router tests, with mocks that count calls.

extension RIBTemplate {
    // MARK: Viewful tests

    var mocks: String {
        """
        import HeadlessUI
        import RIBs
        @testable import Playground

        // Mocks for \(n)'s protocols: they count calls and keep arguments, as RIBs' mocks do.

        final class \(n)PresentableMock: \(n)Presentable {
            weak var listener: \(n)PresentableListener?
            private(set) var shownMessages: [String] = []

            func showSomething(_ message: String) { shownMessages.append(message) }
        }

        final class \(n)InteractableMock: Interactor, \(n)Interactable {
            weak var router: \(n)Routing?
            weak var listener: \(n)Listener?
        }

        final class \(n)ViewControllableMock: HeadlessViewController, \(n)ViewControllable {
            private(set) var presentCallCount = 0
            private(set) var dismissCallCount = 0

            func present(viewController: ViewControllable) { presentCallCount += 1 }
            func dismiss(viewController: ViewControllable) { dismissCallCount += 1 }
        }

        final class \(n)DependencyMock: \(n)Dependency {}

        final class \(n)ListenerMock: \(n)Listener {}

        """
    }

    var interactorTests: String {
        """
        import XCTest
        @testable import Playground

        final class \(n)InteractorTests: XCTestCase {
            private var presenter: \(n)PresentableMock!
            private var interactor: \(n)Interactor!

            override func setUp() {
                super.setUp()
                presenter = \(n)PresentableMock()
                interactor = \(n)Interactor(presenter: presenter)
            }

            func testInit_BecomesThePresentersListener() {
                XCTAssertTrue(presenter.listener === interactor)
            }

            func testDoSomething_ShowsACountOnThePresenter() {
                interactor.activate()

                interactor.doSomething()
                interactor.doSomething()

                XCTAssertEqual(presenter.shownMessages, ["did something 1 time", "did something 2 times"])
            }
        }

        """
    }

    var routerTests: String {
        """
        import XCTest
        @testable import Playground

        final class \(n)RouterTests: XCTestCase {
            private var interactor: \(n)InteractableMock!
            private var viewController: \(n)ViewControllableMock!
            private var router: \(n)Router!

            override func setUp() {
                super.setUp()
                interactor = \(n)InteractableMock()
                viewController = \(n)ViewControllableMock()
                router = \(n)Router(interactor: interactor, viewController: viewController)
            }

            func testInit_BecomesTheInteractorsRouter() {
                XCTAssertTrue(interactor.router === router)
            }

            func testLoad_AttachesNoChildOfItsOwn() {
                router.load()

                XCTAssertTrue(router.children.isEmpty)
            }
        }

        """
    }

    // MARK: Viewless tests

    var viewlessMocks: String {
        """
        import HeadlessUI
        import RIBs
        @testable import Playground

        // Mocks for \(n)'s protocols: they count calls and keep arguments, as RIBs' mocks do.

        final class \(n)InteractableMock: Interactor, \(n)Interactable {
            weak var router: \(n)Routing?
            weak var listener: \(n)Listener?
        }

        final class \(n)RoutingMock: Router<\(n)Interactable>, \(n)Routing {
            private(set) var cleanupViewsCallCount = 0

            func cleanupViews() { cleanupViewsCallCount += 1 }
        }

        final class \(n)ViewControllableMock: HeadlessViewController, \(n)ViewControllable {}

        final class \(n)DependencyMock: \(n)Dependency {
            let \(v)ViewController: \(n)ViewControllable = \(n)ViewControllableMock()
        }

        final class \(n)ListenerMock: \(n)Listener {}

        """
    }

    var viewlessInteractorTests: String {
        """
        import XCTest
        @testable import Playground

        final class \(n)InteractorTests: XCTestCase {
            func testWillResignActive_CleansUpTheViews() {
                let interactor = \(n)Interactor()
                let router = \(n)RoutingMock(interactor: \(n)InteractableMock())
                interactor.router = router

                interactor.activate()
                XCTAssertEqual(router.cleanupViewsCallCount, 0)
                interactor.deactivate()

                XCTAssertEqual(router.cleanupViewsCallCount, 1)
            }
        }

        """
    }

    var viewlessRouterTests: String {
        """
        import XCTest
        @testable import Playground

        final class \(n)RouterTests: XCTestCase {
            func testInit_BecomesTheInteractorsRouter() {
                let interactor = \(n)InteractableMock()

                let router = \(n)Router(interactor: interactor, viewController: \(n)ViewControllableMock())

                XCTAssertTrue(interactor.router === router)
            }

            func testBuild_ReturnsARouterWithItsListener() {
                let listener = \(n)ListenerMock()

                let router = \(n)Builder(dependency: \(n)DependencyMock()).build(withListener: listener)

                XCTAssertTrue((router.interactable as? \(n)Interactor)?.listener === listener)
            }
        }

        """
    }
}
