import RIBs
import Rx

/// What Root needs from the app.
protocol RootDependency: Dependency {
    var scheduler: SchedulerType { get }
    var todoStorage: TodoStorage { get }
}

/// Root's component: owns the root view, which LoggedIn borrows.
final class RootComponent: Component<RootDependency> {
    let rootViewController: RootViewController

    init(dependency: RootDependency, rootViewController: RootViewController) {
        self.rootViewController = rootViewController
        super.init(dependency: dependency)
    }
}

/// Builds Root; called by `TodoApp.launch`.
protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let viewController = RootViewController()
        let component = RootComponent(dependency: dependency, rootViewController: viewController)
        let interactor = RootInteractor(presenter: viewController)
        let loggedOutBuilder = LoggedOutBuilder(dependency: component)
        let loggedInBuilder = LoggedInBuilder(dependency: component)
        let router = RootRouter(interactor: interactor, viewController: viewController, loggedOutBuilder: loggedOutBuilder, loggedInBuilder: loggedInBuilder)
        // A traced proxy (RootTracing.swift) in the weak reference, for the shell's `trace`.
        let tracedRouter = TracedRootRouting(router, from: interactor)
        interactor.router = tracedRouter
        return router
    }
}
