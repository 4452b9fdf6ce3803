import CleanSwift

/// The worker the configurator wires when tracing: it records each call from the interactor
/// and each answer back, then does exactly what `OrdersWorker` does.
final class TracedOrdersWorker: OrdersWorker {
    private let tracer: CycleTracer

    init(ordersStore: OrdersStoreProtocol, tracer: CycleTracer) {
        self.tracer = tracer
        super.init(ordersStore: ordersStore)
    }

    override func fetchOrders(completionHandler: @escaping ([Order]) -> Void) {
        tracer.record(from: .interactor, to: .worker, method: #function, argument: ())
        super.fetchOrders { [tracer] orders in
            tracer.record(from: .worker, to: .interactor, method: "fetchOrders", argument: OrderCount(orders.count), kind: .reply)
            completionHandler(orders)
        }
    }

    override func createOrder(_ fields: OrderFormFields, completionHandler: @escaping (Result<Order, CreateOrderProblem>) -> Void) {
        tracer.record(from: .interactor, to: .worker, method: #function, argument: fields)
        super.createOrder(fields) { [tracer] result in
            switch result {
            case .success(let order):
                tracer.record(from: .worker, to: .interactor, method: "createOrder", argument: order.id, kind: .reply)
            case .failure(let problem):
                tracer.record(from: .worker, to: .interactor, method: "createOrder", argument: problem, kind: .failure)
            }
            completionHandler(result)
        }
    }
}

/// `3 orders`, for trace lines.
private struct OrderCount: TraceSummarizable {
    let count: Int
    init(_ count: Int) { self.count = count }
    var traceSummary: String { count == 1 ? "1 order" : "\(count) orders" }
}
