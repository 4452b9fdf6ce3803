import RIBs

/// What LoggedOut needs from its parent (Root): nothing.
protocol LoggedOutDependency: Dependency {}

final class LoggedOutComponent: Component<LoggedOutDependency> {}

/// Builds LoggedOut; called by Root's router.
protocol LoggedOutBuildable: Buildable {
    func build(withListener listener: LoggedOutListener) -> LoggedOutRouting
}

final class LoggedOutBuilder: Builder<LoggedOutDependency>, LoggedOutBuildable {
    override init(dependency: LoggedOutDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
        _ = LoggedOutComponent(dependency: dependency)
        let viewController = LoggedOutViewController()
        let interactor = LoggedOutInteractor(presenter: viewController)
        let router = LoggedOutRouter(interactor: interactor, viewController: viewController)
        // Traced proxies (LoggedOutTracing.swift) in the weak references, for the shell's `trace`.
        let tracedInteractor = TracedLoggedOutPresentableListener(interactor, from: viewController, keptBy: router)
        viewController.listener = tracedInteractor
        let tracedListener = TracedLoggedOutListener(listener, from: interactor, keptBy: router)
        interactor.listener = tracedListener
        return router
    }
}
