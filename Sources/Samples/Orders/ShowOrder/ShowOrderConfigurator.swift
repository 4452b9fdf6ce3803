import CleanSwift

/// Wires a ShowOrder VIP cycle, with traced proxies when given a tracer.
enum ShowOrderConfigurator {
    static func configure(_ viewController: ShowOrderViewController, tracer: CycleTracer?) {
        let interactor = ShowOrderInteractor()
        let presenter = ShowOrderPresenter()
        let router = ShowOrderRouter()
        router.viewController = viewController
        router.dataStore = interactor
        viewController.router = router

        guard let tracer else {
            viewController.interactor = interactor
            interactor.presenter = presenter
            presenter.viewController = viewController
            return
        }
        let display = TracedShowOrderDisplay(weakly: viewController, tracer: tracer, from: .presenter, to: .view)
        let tracedPresenter = TracedShowOrderPresenter(presenter, tracer: tracer, from: .interactor, to: .presenter)
        tracedPresenter.keepAlive(display)
        viewController.interactor = TracedShowOrderInteractor(interactor, tracer: tracer, from: .view, to: .interactor)
        interactor.presenter = tracedPresenter
        presenter.viewController = display
    }
}
