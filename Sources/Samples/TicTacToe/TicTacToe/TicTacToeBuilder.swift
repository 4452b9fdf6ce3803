import RIBs

/// What the game needs from LoggedIn: the players' names.
protocol TicTacToeDependency: Dependency {
    var player1Name: String { get }
    var player2Name: String { get }
}

final class TicTacToeComponent: Component<TicTacToeDependency> {
    var player1Name: String { dependency.player1Name }
    var player2Name: String { dependency.player2Name }
}

protocol TicTacToeBuildable: Buildable {
    func build(withListener listener: TicTacToeListener) -> TicTacToeRouting
}

final class TicTacToeBuilder: Builder<TicTacToeDependency>, TicTacToeBuildable {
    override init(dependency: TicTacToeDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: TicTacToeListener) -> TicTacToeRouting {
        let component = TicTacToeComponent(dependency: dependency)
        let viewController = TicTacToeViewController(player1Name: component.player1Name, player2Name: component.player2Name)
        let interactor = TicTacToeInteractor(presenter: viewController)
        let router = TicTacToeRouter(interactor: interactor, viewController: viewController)
        // Traced proxies (TicTacToeTracing.swift) in the weak references, for the shell's `trace`.
        let tracedInteractor = TracedTicTacToePresentableListener(interactor, from: viewController, keptBy: router)
        viewController.listener = tracedInteractor
        let tracedListener = TracedTicTacToeListener(listener, from: interactor, keptBy: router)
        interactor.listener = tracedListener
        return router
    }
}
