import CleanSwift

/// Wires a ListOrders VIP cycle, with traced proxies on every boundary when given a tracer.
enum ListOrdersConfigurator {
    static func configure(_ viewController: ListOrdersViewController, worker: OrdersWorker, storyboard: OrdersStoryboard, tracer: CycleTracer?) {
        let interactor = ListOrdersInteractor(ordersWorker: worker)
        let presenter = ListOrdersPresenter()
        let router = ListOrdersRouter(storyboard: storyboard)
        router.viewController = viewController
        router.dataStore = interactor

        guard let tracer else {
            viewController.interactor = interactor
            viewController.router = router
            interactor.presenter = presenter
            presenter.viewController = viewController
            return
        }
        let display = TracedListOrdersDisplay(weakly: viewController, tracer: tracer, from: .presenter, to: .view)
        let tracedPresenter = TracedListOrdersPresenter(presenter, tracer: tracer, from: .interactor, to: .presenter)
        tracedPresenter.keepAlive(display)
        viewController.interactor = TracedListOrdersInteractor(interactor, tracer: tracer, from: .view, to: .interactor)
        viewController.router = TracedListOrdersRouter(router, tracer: tracer, from: .view, to: .router)
        interactor.presenter = tracedPresenter
        presenter.viewController = display
    }
}
