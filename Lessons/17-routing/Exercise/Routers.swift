// Lesson 17: routers. Fill in each `// TODO`, then type `check` in archlab
// (or run `archlab check routing`). Keep the names and signatures: the tests call them.

public protocol ListOrdersRoutingLogic: AnyObject {
    func routeToShowOrder(index: Int)
}

public protocol ListOrdersDataPassing: AnyObject {
    var dataStore: ListOrdersDataStore? { get }
}

public final class ListOrdersRouter: ListOrdersRoutingLogic, ListOrdersDataPassing {
    public weak var viewController: ListOrdersViewController?
    public var dataStore: ListOrdersDataStore?

    public init() {}

    /// Build ShowOrder, pass it the order at `index`, push it. Out of range: do nothing.
    public func routeToShowOrder(index: Int) {
        let destination = ShowOrderViewController()
        // TODO: the three steps of a route: build (done above), pass data, navigate.
        //       An index with no order does nothing.
        _ = destination
    }

    /// Copies the order at `index` into ShowOrder's data store.
    public func passDataToShowOrder(source: ListOrdersDataStore, destination: inout ShowOrderDataStore, index: Int) {
        // TODO: set the destination's order.
    }
}

public protocol CreateOrderRoutingLogic: AnyObject {
    func routeToListOrders()
}

public final class CreateOrderRouter: CreateOrderRoutingLogic {
    public weak var viewController: CreateOrderViewController?
    public var dataStore: CreateOrderDataStore?

    public init() {}

    /// Back to the list below this scene, carrying the created order; then pop.
    public func routeToListOrders() {
        // TODO: back to the list this form was pushed from, carrying the created order.
    }

    /// Appends the created order (if any) to the list's orders.
    public func passDataToListOrders(source: CreateOrderDataStore, destination: inout ListOrdersDataStore) {
        // TODO: the list gets the order the form created, if it created one.
    }
}
