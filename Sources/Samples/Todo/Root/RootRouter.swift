import RIBs

/// Root's interactor as its router sees it: it listens to both children.
protocol RootInteractable: Interactable, LoggedOutListener, LoggedInListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

/// Root's view: it presents its children's views modally.
protocol RootViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

/// Stores its child builders, and each built child, to detach it later (seed 001).
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let loggedOutBuilder: LoggedOutBuildable
    private let loggedInBuilder: LoggedInBuildable
    private var loggedOut: ViewableRouting?
    private var loggedIn: Routing?

    init(interactor: RootInteractable, viewController: RootViewControllable, loggedOutBuilder: LoggedOutBuildable, loggedInBuilder: LoggedInBuildable) {
        self.loggedOutBuilder = loggedOutBuilder
        self.loggedInBuilder = loggedInBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        routeToLoggedOut()
    }

    func routeToLoggedOut() {
        if let loggedIn {
            detachChild(loggedIn)
            self.loggedIn = nil
        }
        guard loggedOut == nil else { return }
        let loggedOut = loggedOutBuilder.build(withListener: interactor)
        self.loggedOut = loggedOut
        attachChild(loggedOut)
        viewController.present(viewController: loggedOut.viewControllable)
    }

    func routeToLoggedIn(withUserName userName: String) {
        if let loggedOut {
            detachChild(loggedOut)
            viewController.dismiss(viewController: loggedOut.viewControllable)
            self.loggedOut = nil
        }
        guard loggedIn == nil else { return }
        let loggedIn = loggedInBuilder.build(withListener: interactor, userName: userName)
        self.loggedIn = loggedIn
        attachChild(loggedIn)
    }
}
