import RIBs

// Lesson 24: Welcome's builder, component and dependency. Reference solution.

/// What Welcome needs from its parent.
protocol WelcomeDependency: Dependency {
    var appName: String { get }
}

final class WelcomeComponent: Component<WelcomeDependency> {
    var appName: String { dependency.appName }
}

protocol WelcomeBuildable: Buildable {
    func build(withListener listener: WelcomeListener) -> WelcomeRouting
}

final class WelcomeBuilder: Builder<WelcomeDependency>, WelcomeBuildable {
    func build(withListener listener: WelcomeListener) -> WelcomeRouting {
        let component = WelcomeComponent(dependency: dependency)
        let viewController = WelcomeViewController(appName: component.appName)
        let interactor = WelcomeInteractor(presenter: viewController)
        interactor.listener = listener
        return WelcomeRouter(interactor: interactor, viewController: viewController)
    }
}
