import RIBs

/// What LoggedIn needs from Root: a view to present on (it has none).
protocol LoggedInDependency: Dependency {
    var loggedInViewController: LoggedInViewControllable { get }
}

/// LoggedIn's component: the players' names and the score, one per login.
final class LoggedInComponent: Component<LoggedInDependency> {
    let player1Name: String
    let player2Name: String

    init(dependency: LoggedInDependency, player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init(dependency: dependency)
    }

    /// Writable: only LoggedIn's interactor gets this one.
    var mutableScoreStream: MutableScoreStream {
        shared { ScoreStreamImpl() }
    }

    var loggedInViewController: LoggedInViewControllable { dependency.loggedInViewController }
}

protocol LoggedInBuildable: Buildable {
    func build(withListener listener: LoggedInListener, player1Name: String, player2Name: String) -> (router: LoggedInRouting, actionableItem: LoggedInActionableItem)
}

final class LoggedInBuilder: Builder<LoggedInDependency>, LoggedInBuildable {
    override init(dependency: LoggedInDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: LoggedInListener, player1Name: String, player2Name: String) -> (router: LoggedInRouting, actionableItem: LoggedInActionableItem) {
        let component = LoggedInComponent(dependency: dependency, player1Name: player1Name, player2Name: player2Name)
        let interactor = LoggedInInteractor(mutableScoreStream: component.mutableScoreStream)
        interactor.listener = listener
        let router = LoggedInRouter(
            interactor: interactor,
            viewController: component.loggedInViewController,
            offGameBuilder: OffGameBuilder(dependency: component),
            ticTacToeBuilder: TicTacToeBuilder(dependency: component)
        )
        // A traced proxy (LoggedInTracing.swift) in the weak reference, for the shell's `trace`.
        let tracedRouter = TracedLoggedInRouting(router, from: interactor)
        interactor.router = tracedRouter
        return (router, interactor)
    }
}
