/// Where orders are kept, in the callback style of the Clean Swift templates: each call
/// answers later through its completion handler.
public protocol OrdersStoreProtocol: AnyObject {
    /// Answers every order, oldest first.
    func fetchOrders(completionHandler: @escaping ([Order]) -> Void)
    /// Stores a new order built from `fields` and answers it with its new id.
    func createOrder(_ fields: OrderFormFields, completionHandler: @escaping (Order) -> Void)
}
