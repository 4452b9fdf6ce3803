import RIBs

// Lesson 24: the parent RIB, Root. Reference solution: Welcome wired in.

protocol RootDependency: Dependency {
    /// The app's name, shown by Root's children.
    var appName: String { get }
}

final class RootComponent: Component<RootDependency> {}

// MARK: - Interactor

protocol RootRouting: ViewableRouting {
    /// Detaches Welcome and dismisses its view.
    func routeAwayFromWelcome()
}

protocol RootPresentable: Presentable {}

/// Root listens to its child, Welcome.
protocol RootInteractable: Interactable, WelcomeListener {
    var router: RootRouting? { get set }
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable {
    weak var router: RootRouting?
    /// The name the user gave on the welcome screen; nil until then.
    private(set) var userName: String?

    /// Called by Welcome once the user started with a name.
    func welcomeDidFinish(withName name: String) {
        userName = name
        router?.routeAwayFromWelcome()
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
    private let welcomeBuilder: WelcomeBuildable
    private var welcome: ViewableRouting?

    init(interactor: RootInteractable, viewController: RootViewControllable, welcomeBuilder: WelcomeBuildable) {
        self.welcomeBuilder = welcomeBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        routeToWelcome()
    }

    /// Builds Welcome (listener: Root's interactor), keeps it, attaches it, presents its view.
    private func routeToWelcome() {
        let welcome = welcomeBuilder.build(withListener: interactor)
        self.welcome = welcome
        attachChild(welcome)
        viewController.present(viewController: welcome.viewControllable)
    }

    func routeAwayFromWelcome() {
        guard let welcome else { return }
        detachChild(welcome)
        viewController.dismiss(viewController: welcome.viewControllable)
        self.welcome = nil
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
                          welcomeBuilder: WelcomeBuilder(dependency: component))
    }
}

/// The app: it names itself.
final class AppComponent: EmptyComponent, RootDependency {
    let appName: String

    init(appName: String) {
        self.appName = appName
        super.init()
    }
}
