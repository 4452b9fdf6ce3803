/// What the ShowOrder view asks of its interactor.
public protocol ShowOrderBusinessLogic: AnyObject {
    func getOrder(request: ShowOrder.GetOrder.Request)
}

/// What ShowOrder receives from the router that shows it.
public protocol ShowOrderDataStore: AnyObject {
    /// The order to show; written by ListOrders' router before the scene appears.
    var order: Order? { get set }
}

/// Hands the order it was given to the presenter. Single-threaded by contract.
public final class ShowOrderInteractor: ShowOrderBusinessLogic, ShowOrderDataStore {
    public var presenter: ShowOrderPresentationLogic?
    public var order: Order?

    public init() {}

    public func getOrder(request: ShowOrder.GetOrder.Request) {
        presenter?.presentOrder(response: ShowOrder.GetOrder.Response(order: order))
    }
}
