import CleanSwift

/// Makes configured Orders scenes, the headless stand-in for instantiating view controllers
/// from a storyboard. Routers ask it for their destinations.
public final class OrdersStoryboard {
    /// The worker every scene shares (so they share one store).
    public let worker: OrdersWorker
    /// When set, every boundary of every scene made is traced into it.
    public let tracer: CycleTracer?

    /// A storyboard whose scenes use `store`; pass `tracer` to trace them.
    public init(store: OrdersStoreProtocol, tracer: CycleTracer?) {
        self.tracer = tracer
        self.worker = tracer.map { TracedOrdersWorker(ordersStore: store, tracer: $0) } ?? OrdersWorker(ordersStore: store)
    }

    public func instantiateListOrders() -> ListOrdersViewController {
        let viewController = ListOrdersViewController()
        ListOrdersConfigurator.configure(viewController, worker: worker, storyboard: self, tracer: tracer)
        return viewController
    }

    public func instantiateCreateOrder() -> CreateOrderViewController {
        let viewController = CreateOrderViewController()
        CreateOrderConfigurator.configure(viewController, worker: worker, tracer: tracer)
        return viewController
    }

    public func instantiateShowOrder() -> ShowOrderViewController {
        let viewController = ShowOrderViewController()
        ShowOrderConfigurator.configure(viewController, tracer: tracer)
        return viewController
    }
}
