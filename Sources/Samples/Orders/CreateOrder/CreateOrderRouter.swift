import CleanSwift

/// Where CreateOrder can go.
public protocol CreateOrderRoutingLogic: AnyObject {
    /// Back to the list, passing the created order back.
    func routeToListOrders()
}

/// Gives the router (and tests) the scene's data store.
public protocol CreateOrderDataPassing: AnyObject {
    var dataStore: CreateOrderDataStore? { get }
}

/// Passes the created order back and pops the form.
public final class CreateOrderRouter: CreateOrderRoutingLogic, CreateOrderDataPassing {
    public weak var viewController: CreateOrderViewController?
    public var dataStore: CreateOrderDataStore?

    public init() {}

    public func routeToListOrders() {
        if let source = dataStore { passDataToListOrders(source: source) }
        _ = viewController?.navigationController?.pop()
    }

    /// Backward: writes the created order into the outbox the list router handed over; the
    /// list's interactor observes it.
    func passDataToListOrders(source: CreateOrderDataStore) {
        guard let order = source.createdOrder else { return }
        source.createdOrderOutbox?.update(order)
    }
}
