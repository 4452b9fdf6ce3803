import CleanSwift

/// Wires a label editor VIP cycle; with a tracer, every boundary goes through a traced proxy.
enum CommunityCardLabelEditorConfigurator {
    static func configure(_ viewController: CommunityCardLabelEditorController, service: InterestServiceProtocol,
                          cardLabels: ReactiveDataStore<[VingleLabel]>, tracer: CycleTracer?) -> CommunityCardLabelEditorInteractor {
        let presenter = CommunityCardLabelEditorPresenter()
        let router = CommunityCardLabelEditorRouter(cardLabels: cardLabels)
        router.viewController = viewController

        guard let tracer else {
            let interactor = CommunityCardLabelEditorInteractor(interestServiceWorker: service)
            router.dataStore = interactor
            interactor.presenter = presenter
            presenter.viewController = viewController
            viewController.interactor = interactor
            viewController.router = router
            viewController.bindRequests(to: interactor)
            return interactor
        }
        let interactor = CommunityCardLabelEditorInteractor(
            interestServiceWorker: TracedInterestService(service, tracer: tracer, from: .interactor, to: .worker))
        router.dataStore = interactor
        let display = TracedLabelEditorDisplay(weakly: viewController, tracer: tracer, from: .presenter, to: .view)
        let tracedPresenter = TracedLabelEditorPresenter(presenter, tracer: tracer, from: .interactor, to: .presenter)
        tracedPresenter.keepAlive(display)
        interactor.presenter = tracedPresenter
        presenter.viewController = display
        let tracedInteractor = TracedLabelEditorInteractor(interactor, tracer: tracer, from: .view, to: .interactor)
        viewController.interactor = tracedInteractor
        viewController.router = TracedLabelEditorRouter(router, tracer: tracer, from: .view, to: .router)
        viewController.bindRequests(to: tracedInteractor)
        return interactor
    }
}
