// Lesson 17: routers. Reference solution.

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
        guard let source = dataStore, source.orders.indices.contains(index),
              var destinationStore = destination.router.dataStore else { return }
        passDataToShowOrder(source: source, destination: &destinationStore, index: index)
        viewController?.navigation?.push(destination)
    }

    /// Copies the order at `index` into ShowOrder's data store.
    public func passDataToShowOrder(source: ListOrdersDataStore, destination: inout ShowOrderDataStore, index: Int) {
        destination.order = source.orders[index]
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
        guard let navigation = viewController?.navigation,
              let list = navigation.stack.dropLast().last as? ListOrdersViewController,
              let source = dataStore, var destinationStore = list.router.dataStore else { return }
        passDataToListOrders(source: source, destination: &destinationStore)
        navigation.pop()
    }

    /// Appends the created order (if any) to the list's orders.
    public func passDataToListOrders(source: CreateOrderDataStore, destination: inout ListOrdersDataStore) {
        if let order = source.createdOrder {
            destination.orders.append(order)
        }
    }
}
