import RIBs

// Lesson 23: the Root RIB. Reference solution.

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency>, LoggedOutDependency, LoggedInDependency {}

// MARK: - Interactor

protocol RootRouting: ViewableRouting {
    func routeToLoggedIn(withUserName userName: String)
}

protocol RootPresentable: Presentable {}

/// Root listens to both children.
protocol RootInteractable: Interactable, LoggedOutListener, LoggedInListener {
    var router: RootRouting? { get set }
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable {
    weak var router: RootRouting?

    /// Called by LoggedOut after a successful login.
    func didLogin(withUserName userName: String) {
        router?.routeToLoggedIn(withUserName: userName)
    }
}

// MARK: - View

protocol RootViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class RootViewController: HeadlessViewController, RootPresentable, RootViewControllable {
    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true)
    }

    func dismiss(viewController: ViewControllable) {
        if presentedViewController === viewController.uiviewController {
            dismiss(animated: true)
        }
    }
}

// MARK: - Router

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let loggedOutBuilder: LoggedOutBuildable
    private let loggedInBuilder: LoggedInBuildable
    private var loggedOut: ViewableRouting?
    private var loggedIn: Routing?

    init(interactor: RootInteractable, viewController: RootViewControllable,
         loggedOutBuilder: LoggedOutBuildable, loggedInBuilder: LoggedInBuildable) {
        self.loggedOutBuilder = loggedOutBuilder
        self.loggedInBuilder = loggedInBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        routeToLoggedOut()
    }

    /// Builds LoggedOut (listener: Root's interactor), keeps it, attaches it, presents its view.
    func routeToLoggedOut() {
        guard loggedOut == nil else { return }
        let loggedOut = loggedOutBuilder.build(withListener: interactor)
        self.loggedOut = loggedOut
        attachChild(loggedOut)
        viewController.present(viewController: loggedOut.viewControllable)
    }

    /// Detaches LoggedOut and dismisses its view, then builds, keeps and attaches LoggedIn.
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

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    func build() -> LaunchRouting {
        let viewController = RootViewController()
        let component = RootComponent(dependency: dependency)
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController,
                          loggedOutBuilder: LoggedOutBuilder(dependency: component),
                          loggedInBuilder: LoggedInBuilder(dependency: component))
    }
}

/// The app: Root needs nothing.
final class AppComponent: EmptyComponent, RootDependency {}
