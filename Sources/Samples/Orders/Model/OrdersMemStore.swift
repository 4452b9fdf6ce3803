import Dispatch
import Rx

/// An in-memory `OrdersStoreProtocol` whose answers arrive `latency` later on `scheduler`,
/// so that the cycle's asynchronous step shows on the virtual clock.
///
/// Single-threaded by contract: call it and run its scheduler on one thread.
public final class OrdersMemStore: OrdersStoreProtocol {
    private let scheduler: SchedulerType
    private let latency: RxTimeInterval
    private var orders: [Order]
    private var nextNumber: Int

    /// The two orders every fresh store starts with.
    public static let sampleOrders = [
        Order(id: "O-1", customer: "Ann", item: .coffee, quantity: 2),
        Order(id: "O-2", customer: "Ben", item: .cake, quantity: 1),
    ]

    public init(scheduler: SchedulerType, latency: RxTimeInterval = .seconds(20), orders: [Order] = OrdersMemStore.sampleOrders) {
        self.scheduler = scheduler
        self.latency = latency
        self.orders = orders
        self.nextNumber = orders.count + 1
    }

    public func fetchOrders(completionHandler: @escaping ([Order]) -> Void) {
        let snapshot = orders
        answer { completionHandler(snapshot) }
    }

    public func createOrder(_ fields: OrderFormFields, completionHandler: @escaping (Order) -> Void) {
        let order = Order(id: "O-\(nextNumber)", customer: fields.customer, item: fields.item, quantity: fields.quantity)
        nextNumber += 1
        orders.append(order)
        answer { completionHandler(order) }
    }

    private func answer(_ body: @escaping () -> Void) {
        _ = scheduler.scheduleRelative((), dueTime: latency) { _ in
            body()
            return Disposables.create()
        }
    }
}
