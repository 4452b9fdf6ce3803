import CleanSwift

/// What the CreateOrder view asks of its interactor.
public protocol CreateOrderBusinessLogic: AnyObject {
    func createOrder(request: CreateOrder.Create.Request)
}

/// What CreateOrder keeps for its router.
public protocol CreateOrderDataStore: AnyObject {
    /// The order this scene created, once it has.
    var createdOrder: Order? { get }
    /// Where to pass the created order back; set by the router that showed this scene.
    var createdOrderOutbox: ReactiveDataStore<Order?>? { get set }
}

/// Creates an order through the worker. Single-threaded by contract.
public final class CreateOrderInteractor: CreateOrderBusinessLogic, CreateOrderDataStore {
    public var presenter: CreateOrderPresentationLogic?
    public var ordersWorker: OrdersWorker
    public private(set) var createdOrder: Order?
    public var createdOrderOutbox: ReactiveDataStore<Order?>?

    public init(ordersWorker: OrdersWorker) {
        self.ordersWorker = ordersWorker
    }

    public func createOrder(request: CreateOrder.Create.Request) {
        ordersWorker.createOrder(request.orderFormFields) { [weak self] result in
            guard let self else { return }
            if case .success(let order) = result { self.createdOrder = order }
            self.presenter?.presentCreatedOrder(response: CreateOrder.Create.Response(result: result))
        }
    }
}
