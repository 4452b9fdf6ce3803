import RIBs

/// What OffGame needs from LoggedIn: the names and the score, read-only.
protocol OffGameDependency: Dependency {
    var player1Name: String { get }
    var player2Name: String { get }
    var scoreStream: ScoreStream { get }
}

final class OffGameComponent: Component<OffGameDependency> {
    var player1Name: String { dependency.player1Name }
    var player2Name: String { dependency.player2Name }
    var scoreStream: ScoreStream { dependency.scoreStream }
}

protocol OffGameBuildable: Buildable {
    func build(withListener listener: OffGameListener) -> OffGameRouting
}

final class OffGameBuilder: Builder<OffGameDependency>, OffGameBuildable {
    override init(dependency: OffGameDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: OffGameListener) -> OffGameRouting {
        let component = OffGameComponent(dependency: dependency)
        let viewController = OffGameViewController(player1Name: component.player1Name, player2Name: component.player2Name)
        let interactor = OffGameInteractor(presenter: viewController, scoreStream: component.scoreStream)
        let router = OffGameRouter(interactor: interactor, viewController: viewController)
        // Traced proxies (OffGameTracing.swift) in the weak references, for the shell's `trace`.
        let tracedInteractor = TracedOffGamePresentableListener(interactor, from: viewController, keptBy: router)
        viewController.listener = tracedInteractor
        let tracedListener = TracedOffGameListener(listener, from: interactor, keptBy: router)
        interactor.listener = tracedListener
        return router
    }
}
