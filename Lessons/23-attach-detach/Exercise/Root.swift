import RIBs

// Lesson 23: the Root RIB. Fill in the `// TODO`s in `RootInteractor` and `RootRouter`.

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
        // TODO: ask the router to route to LoggedIn.
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
        // TODO: show LoggedOut: it joins Root's tree and screen, and Root remembers it to remove it later.
    }

    /// Detaches LoggedOut and dismisses its view, then builds, keeps and attaches LoggedIn.
    func routeToLoggedIn(withUserName userName: String) {
        // TODO: replace LoggedOut by LoggedIn: the old child leaves the tree and the screen and is
        //       forgotten; the new one (it has no view) joins the tree.
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
