// Lesson 17: three small Clean Swift scenes and a headless navigation stack.
// Complete: read them, do not change them.

public struct Order: Equatable, Sendable {
    public var id: Int
    public var customer: String
    public init(id: Int, customer: String) {
        self.id = id
        self.customer = customer
    }
}

/// A navigation controller without a screen: a stack of view controllers.
public final class Navigation {
    public private(set) var stack: [AnyObject] = []
    public init() {}
    public func push(_ viewController: AnyObject) { stack.append(viewController) }
    public func pop() { _ = stack.popLast() }
}

// MARK: - ListOrders

public protocol ListOrdersDataStore: AnyObject {
    var orders: [Order] { get set }
}

public final class ListOrdersInteractor: ListOrdersDataStore {
    public var orders: [Order]
    public init(orders: [Order]) { self.orders = orders }
}

public final class ListOrdersViewController {
    public let router: ListOrdersRouter
    public weak var navigation: Navigation?

    /// The configurator's work: interactor (data store) and router, wired.
    public init(orders: [Order]) {
        router = ListOrdersRouter()
        router.dataStore = ListOrdersInteractor(orders: orders)
        router.viewController = self
    }
}

// MARK: - ShowOrder

public protocol ShowOrderDataStore: AnyObject {
    var order: Order? { get set }
}

public final class ShowOrderInteractor: ShowOrderDataStore {
    public var order: Order?
    public init() {}
}

public final class ShowOrderRouter {
    public var dataStore: ShowOrderDataStore?
    public init() {}
}

public final class ShowOrderViewController {
    public let router = ShowOrderRouter()
    public init() {
        router.dataStore = ShowOrderInteractor()
    }
}

// MARK: - CreateOrder

public protocol CreateOrderDataStore: AnyObject {
    /// The order the form created, once it did.
    var createdOrder: Order? { get set }
}

public final class CreateOrderInteractor: CreateOrderDataStore {
    public var createdOrder: Order?
    public init() {}
}

public final class CreateOrderViewController {
    public let router: CreateOrderRouter
    public weak var navigation: Navigation?

    public init() {
        router = CreateOrderRouter()
        router.dataStore = CreateOrderInteractor()
        router.viewController = self
    }
}
