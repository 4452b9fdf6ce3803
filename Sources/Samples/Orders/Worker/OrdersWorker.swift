import Foundation

/// The Orders scenes' worker: business rules over an `OrdersStoreProtocol` (CleanStore's
/// `OrdersWorker`). Not final so that the configurator can put a traced subclass in its place.
open class OrdersWorker {
    /// The store the worker reads and writes.
    public let ordersStore: OrdersStoreProtocol

    public init(ordersStore: OrdersStoreProtocol) {
        self.ordersStore = ordersStore
    }

    /// Answers every order. Called by the ListOrders interactor.
    open func fetchOrders(completionHandler: @escaping ([Order]) -> Void) {
        ordersStore.fetchOrders(completionHandler: completionHandler)
    }

    /// Checks `fields` and stores the order; answers the order, or the first problem found
    /// (then nothing is stored). Called by the CreateOrder interactor.
    open func createOrder(_ fields: OrderFormFields, completionHandler: @escaping (Result<Order, CreateOrderProblem>) -> Void) {
        let customer = fields.customer.trimmingCharacters(in: .whitespaces)
        guard !customer.isEmpty else {
            completionHandler(.failure(.missingCustomer))
            return
        }
        guard (1...20).contains(fields.quantity) else {
            completionHandler(.failure(.quantityOutOfRange(fields.quantity)))
            return
        }
        var cleaned = fields
        cleaned.customer = customer
        ordersStore.createOrder(cleaned) { order in completionHandler(.success(order)) }
    }
}
