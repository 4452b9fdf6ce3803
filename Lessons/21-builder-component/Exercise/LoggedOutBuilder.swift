import RIBs

// Lesson 21: LoggedOut's dependency, component and builder.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check builder-component`).

/// What LoggedOut needs from its parent.
protocol LoggedOutDependency: Dependency {
    var appName: String { get }
}

/// What LoggedOut provides to its own units (and would provide to its children).
final class LoggedOutComponent: Component<LoggedOutDependency> {
    var appName: String { dependency.appName }

    /// One validator per LoggedOut RIB, whoever asks.
    var nameValidator: NameValidator {
        // TODO: one validator per LoggedOut RIB, whoever asks; names need 2 characters or more.
        return NameValidator(minimumLength: 0)
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
        // TODO: make the component, the view controller ("Welcome to <appName>"), the
        //       interactor (with the component's validator; set its listener), and return
        //       the router.
        let viewController = LoggedOutViewController(welcome: "")
        let interactor = LoggedOutInteractor(presenter: viewController, validator: NameValidator(minimumLength: 0))
        return LoggedOutRouter(interactor: interactor, viewController: viewController)
    }
}
