import RIBs

// Lesson 21: LoggedOut's dependency, component and builder. Reference solution.

/// What LoggedOut needs from its parent.
protocol LoggedOutDependency: Dependency {
    var appName: String { get }
}

/// What LoggedOut provides to its own units (and would provide to its children).
final class LoggedOutComponent: Component<LoggedOutDependency> {
    var appName: String { dependency.appName }

    /// One validator per LoggedOut RIB, whoever asks.
    var nameValidator: NameValidator {
        shared { NameValidator(minimumLength: 2) }
    }
}

/// Builds LoggedOut. Called by Root's router.
protocol LoggedOutBuildable: Buildable {
    func build(withListener listener: LoggedOutListener) -> LoggedOutRouting
}

final class LoggedOutBuilder: Builder<LoggedOutDependency>, LoggedOutBuildable {
    override init(dependency: LoggedOutDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
        let component = LoggedOutComponent(dependency: dependency)
        let viewController = LoggedOutViewController(welcome: "Welcome to \(component.appName)")
        let interactor = LoggedOutInteractor(presenter: viewController, validator: component.nameValidator)
        interactor.listener = listener
        return LoggedOutRouter(interactor: interactor, viewController: viewController)
    }
}
