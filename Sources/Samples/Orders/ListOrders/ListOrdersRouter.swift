import CleanSwift
import HeadlessUI

/// Where ListOrders can go.
public protocol ListOrdersRoutingLogic: AnyObject {
    /// Opens the row the view selected.
    func routeToShowOrder()
    /// Opens the form for a new order.
    func routeToCreateOrder()
}

/// Gives the router (and tests) the scene's data store.
public protocol ListOrdersDataPassing: AnyObject {
    var dataStore: ListOrdersDataStore? { get }
}

/// Builds the next scene, passes it data through its data store, and pushes it.
public final class ListOrdersRouter: ListOrdersRoutingLogic, ListOrdersDataPassing {
    public weak var viewController: ListOrdersViewController?
    public var dataStore: ListOrdersDataStore?
    private let storyboard: OrdersStoryboard

    public init(storyboard: OrdersStoryboard) {
        self.storyboard = storyboard
    }

    public func routeToShowOrder() {
        let destination = storyboard.instantiateShowOrder()
        guard let source = dataStore, let destinationStore = destination.router?.dataStore else { return }
        passDataToShowOrder(source: source, destination: destinationStore)
        navigate(to: destination)
    }

    public func routeToCreateOrder() {
        let destination = storyboard.instantiateCreateOrder()
        guard let source = dataStore, let destinationStore = destination.router?.dataStore else { return }
        passDataToCreateOrder(source: source, destination: destinationStore)
        navigate(to: destination)
    }

    /// Forward: the selected order.
    func passDataToShowOrder(source: ListOrdersDataStore, destination: ShowOrderDataStore) {
        guard let row = viewController?.selectedRow, let orders = source.orders, orders.indices.contains(row) else { return }
        destination.order = orders[row]
    }

    /// Forward: the inbox where CreateOrder passes its new order back.
    func passDataToCreateOrder(source: ListOrdersDataStore, destination: CreateOrderDataStore) {
        destination.createdOrderOutbox = source.createdOrderInbox
    }

    private func navigate(to destination: HeadlessView) {
        viewController?.navigationController?.push(destination)
    }
}
