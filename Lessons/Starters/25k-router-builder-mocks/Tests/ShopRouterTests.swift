import RIBs
import Rx
import ShopRouterTesting
import XCTest

// Drill 25k: you write the tests of Shop's router, with a builder mock that returns router
// mocks. The router (in Reference/) is finished and correct; `check` runs these tests against
// it (they must pass) and against routers with seeded bugs (each must make at least one test
// fail). Fill in each `// TODO`; add tests freely.

final class ShopRouterTests: XCTestCase {
    private var log: CallLog!
    private var interactor: ShopInteractableMock!
    private var view: ShopViewControllableMock!
    private var builder: CartBuildableMock!
    private var router: ShopRouter!

    override func setUp() {
        log = CallLog()
        interactor = ShopInteractableMock()
        view = ShopViewControllableMock(log: log)
        builder = CartBuildableMock(log: log)
        router = ShopRouter(interactor: interactor, viewController: view, cartBuilder: builder)
    }

    func testRouteToCart() {
        // TODO: what the router builds (with which listener), attaches and presents, and in
        // which order.
    }

    func testRouteToCart_WhileACartIsOpen() {
        // TODO: a second route while the cart is open.
    }

    func testRouteAwayFromCart() {
        // TODO: closing the cart: what happens to the child and to its view.
    }

    func testRouteToCart_AfterClosingIt() {
        // TODO: opening the cart again after closing it.
    }
}

// MARK: - Mocks (complete: use them as they are, or add to them)

/// What happened, in order, written by every mock below.
final class CallLog {
    var calls: [String] = []
}

/// Stands in for Shop's interactor.
final class ShopInteractableMock: Interactor, ShopInteractable {}

/// Stands in for Cart's interactor: notes when it is activated and deactivated.
final class CartInteractableMock: Interactor {
    private let log: CallLog

    init(log: CallLog) {
        self.log = log
        super.init()
    }

    override func didBecomeActive() { log.calls.append("activate Cart") }
    override func willResignActive() { log.calls.append("deactivate Cart") }
}

/// Stands in for Cart's view.
final class CartViewControllableMock: HeadlessViewController, ViewControllable {}

/// Stands in for Cart's router: what a parent router sees of a child (`ViewableRouting`).
final class CartRoutingMock: ViewableRouting {
    let interactable: Interactable
    let viewControllable: ViewControllable = CartViewControllableMock()
    private(set) var children: [Routing] = []
    var lifecycle: Observable<RouterLifecycle> { .never() }
    private let log: CallLog

    init(log: CallLog) {
        self.log = log
        interactable = CartInteractableMock(log: log)
    }

    func load() { log.calls.append("load Cart") }
    func attachChild(_ child: Routing) { children.append(child) }
    func detachChild(_ child: Routing) { children.removeAll { $0 === child } }
}

/// Stands in for Cart's builder: returns a new router mock from each build, and keeps them.
final class CartBuildableMock: CartBuildable {
    private(set) var listeners: [CartListener] = []
    private(set) var built: [CartRoutingMock] = []
    private let log: CallLog

    init(log: CallLog) { self.log = log }

    func build(withListener listener: CartListener) -> ViewableRouting {
        log.calls.append("build Cart")
        listeners.append(listener)
        let cart = CartRoutingMock(log: log)
        built.append(cart)
        return cart
    }
}

/// Stands in for Shop's view: notes what it presents and dismisses.
final class ShopViewControllableMock: HeadlessViewController, ShopViewControllable {
    private(set) var presented: [ViewControllable] = []
    private(set) var dismissed: [ViewControllable] = []
    private let log: CallLog

    init(log: CallLog) {
        self.log = log
        super.init()
    }

    func present(viewController: ViewControllable) {
        log.calls.append("present Cart")
        presented.append(viewController)
    }

    func dismiss(viewController: ViewControllable) {
        log.calls.append("dismiss Cart")
        dismissed.append(viewController)
    }
}
