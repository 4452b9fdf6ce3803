import CleanSwift

/// Wires a CreateOrder VIP cycle, with traced proxies when given a tracer.
enum CreateOrderConfigurator {
    static func configure(_ viewController: CreateOrderViewController, worker: OrdersWorker, tracer: CycleTracer?) {
        let interactor = CreateOrderInteractor(ordersWorker: worker)
        let presenter = CreateOrderPresenter()
        let router = CreateOrderRouter()
        router.viewController = viewController
        router.dataStore = interactor

        guard let tracer else {
            viewController.interactor = interactor
            viewController.router = router
            interactor.presenter = presenter
            presenter.viewController = viewController
            return
        }
        let display = TracedCreateOrderDisplay(weakly: viewController, tracer: tracer, from: .presenter, to: .view)
        let tracedPresenter = TracedCreateOrderPresenter(presenter, tracer: tracer, from: .interactor, to: .presenter)
        tracedPresenter.keepAlive(display)
        viewController.interactor = TracedCreateOrderInteractor(interactor, tracer: tracer, from: .view, to: .interactor)
        viewController.router = TracedCreateOrderRouter(router, tracer: tracer, from: .view, to: .router)
        interactor.presenter = tracedPresenter
        presenter.viewController = display
    }
}
