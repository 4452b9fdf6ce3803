import RIBs

// Lesson 26: the viewless LoggedIn RIB. Fill in each `// TODO`, then type `check` in archlab
// (or run `archlab check viewless-shared`).

/// What LoggedIn needs from its parent: a view controller to show its children on.
protocol LoggedInDependency: Dependency {
    var loggedInViewController: LoggedInViewControllable { get }
}

final class LoggedInComponent: Component<LoggedInDependency> {
    var loggedInViewController: LoggedInViewControllable { dependency.loggedInViewController }

    /// The score, one stream for the whole logged-in session.
    var mutableScoreStream: MutableScoreStream {
        // TODO: one stream per LoggedIn RIB, the same object whoever asks.
        return ScoreStreamImpl()
    }
}

/// The parent's view, borrowed.
protocol LoggedInViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

protocol LoggedInRouting: Routing {
    /// Takes down the views LoggedIn presented on its parent's view controller.
    func cleanupViews()
}

protocol LoggedInListener: AnyObject {}

protocol LoggedInInteractable: Interactable, OffGameListener {
    var router: LoggedInRouting? { get set }
    var listener: LoggedInListener? { get set }
}

final class LoggedInInteractor: Interactor, LoggedInInteractable {
    weak var router: LoggedInRouting?
    weak var listener: LoggedInListener?

    override func willResignActive() {
        super.willResignActive()
        // TODO: a viewless RIB cleans up the views it presented.
    }
}

final class LoggedInRouter: Router<LoggedInInteractable>, LoggedInRouting {
    private let viewController: LoggedInViewControllable
    private let offGameBuilder: OffGameBuildable
    private var offGame: ViewableRouting?

    init(interactor: LoggedInInteractable, viewController: LoggedInViewControllable, offGameBuilder: OffGameBuildable) {
        self.viewController = viewController
        self.offGameBuilder = offGameBuilder
        super.init(interactor: interactor)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        // TODO: build OffGame (listener: interactor), keep it, attach it, and present its view
        //       on the borrowed `viewController`.
    }

    func cleanupViews() {
        // TODO: dismiss OffGame's view, if it is there.
    }
}

protocol LoggedInBuildable: Buildable {
    func build(withListener listener: LoggedInListener) -> (router: LoggedInRouting, component: LoggedInComponent)
}

final class LoggedInBuilder: Builder<LoggedInDependency>, LoggedInBuildable {
    /// Returns the component too, so that tests can reach the score stream.
    func build(withListener listener: LoggedInListener) -> (router: LoggedInRouting, component: LoggedInComponent) {
        let component = LoggedInComponent(dependency: dependency)
        let interactor = LoggedInInteractor()
        interactor.listener = listener
        let router = LoggedInRouter(interactor: interactor, viewController: component.loggedInViewController,
                                    offGameBuilder: OffGameBuilder(dependency: component))
        return (router, component)
    }
}
