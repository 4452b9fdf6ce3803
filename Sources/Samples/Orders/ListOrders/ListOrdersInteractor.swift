import CleanSwift
import Rx

/// What the ListOrders view asks of its interactor.
public protocol ListOrdersBusinessLogic: AnyObject {
    func fetchOrders(request: ListOrders.FetchOrders.Request)
}

/// What ListOrders keeps for its router to pass on.
public protocol ListOrdersDataStore: AnyObject {
    /// The orders last fetched, nil before the first fetch.
    var orders: [Order]? { get }
    /// Where a CreateOrder scene routed to from here passes its new order back.
    var createdOrderInbox: ReactiveDataStore<Order?> { get }
}

/// Fetches orders through the worker, and adds orders passed back by CreateOrder.
///
/// Single-threaded by contract, like every scene object: called on the scene's scheduler.
public final class ListOrdersInteractor: ListOrdersBusinessLogic, ListOrdersDataStore {
    public var presenter: ListOrdersPresentationLogic?
    public var ordersWorker: OrdersWorker

    public private(set) var orders: [Order]?
    public let createdOrderInbox = ReactiveDataStore<Order?>(nil)
    private let disposeBag = DisposeBag()

    public init(ordersWorker: OrdersWorker) {
        self.ordersWorker = ordersWorker
        createdOrderInbox.changes
            .subscribe(onNext: { [weak self] order in
                if let order { self?.receiveCreatedOrder(order) }
            })
            .disposed(by: disposeBag)
    }

    public func fetchOrders(request: ListOrders.FetchOrders.Request) {
        ordersWorker.fetchOrders { [weak self] orders in
            guard let self else { return }
            self.orders = orders
            self.presenter?.presentFetchedOrders(response: ListOrders.FetchOrders.Response(orders: orders))
        }
    }

    /// Adds an order passed back through `createdOrderInbox` and shows the new list, without
    /// asking the store again.
    private func receiveCreatedOrder(_ order: Order) {
        var updated = orders ?? []
        guard !updated.contains(where: { $0.id == order.id }) else { return }
        updated.append(order)
        orders = updated
        presenter?.presentFetchedOrders(response: ListOrders.FetchOrders.Response(orders: updated))
    }
}
