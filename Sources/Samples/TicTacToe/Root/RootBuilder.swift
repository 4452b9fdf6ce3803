import RIBs

/// What Root needs from the app: nothing.
protocol RootDependency: Dependency {}

/// Root's component: owns the root view, which LoggedIn borrows.
final class RootComponent: Component<RootDependency> {
    let rootViewController: RootViewController

    init(dependency: RootDependency, rootViewController: RootViewController) {
        self.rootViewController = rootViewController
        super.init(dependency: dependency)
    }
}

/// Builds Root; returns the launch router and the deep-link handler (tutorial 4).
protocol RootBuildable: Buildable {
    func build() -> (launchRouter: LaunchRouting, urlHandler: UrlHandler)
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> (launchRouter: LaunchRouting, urlHandler: UrlHandler) {
        let viewController = RootViewController()
        let component = RootComponent(dependency: dependency, rootViewController: viewController)
        let interactor = RootInteractor(presenter: viewController)
        let loggedOutBuilder = LoggedOutBuilder(dependency: component)
        let loggedInBuilder = LoggedInBuilder(dependency: component)
        let router = RootRouter(interactor: interactor, viewController: viewController, loggedOutBuilder: loggedOutBuilder, loggedInBuilder: loggedInBuilder)
        // A traced proxy (RootTracing.swift) in the weak reference, for the shell's `trace`.
        let tracedRouter = TracedRootRouting(router, from: interactor)
        interactor.router = tracedRouter
        return (router, interactor)
    }
}
