import RIBs
import Rx

/// What LoggedIn needs from Root: a view to present on (it has none), the clock and the
/// storage.
protocol LoggedInDependency: Dependency {
    var loggedInViewController: LoggedInViewControllable { get }
    var scheduler: SchedulerType { get }
    var todoStorage: TodoStorage { get }
}

/// LoggedIn's component: owns the user's todo stream, one per login.
final class LoggedInComponent: Component<LoggedInDependency> {
    let userName: String

    init(dependency: LoggedInDependency, userName: String) {
        self.userName = userName
        super.init(dependency: dependency)
    }

    /// The todos, mutable: only LoggedIn's worker and TodoList (through its extension) get it.
    var mutableTodoStream: MutableTodoStream {
        shared { TodoStreamImpl() }
    }

    var loggedInViewController: LoggedInViewControllable { dependency.loggedInViewController }
}

/// Builds LoggedIn; called by Root's router after login.
protocol LoggedInBuildable: Buildable {
    func build(withListener listener: LoggedInListener, userName: String) -> LoggedInRouting
}

final class LoggedInBuilder: Builder<LoggedInDependency>, LoggedInBuildable {
    override init(dependency: LoggedInDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: LoggedInListener, userName: String) -> LoggedInRouting {
        let component = LoggedInComponent(dependency: dependency, userName: userName)
        let worker = TodoSyncWorker(userName: userName, storage: dependency.todoStorage, todoStream: component.mutableTodoStream)
        let interactor = LoggedInInteractor(syncWorker: worker)
        let todoListBuilder = TodoListBuilder(dependency: component)
        let router = LoggedInRouter(interactor: interactor, viewController: component.loggedInViewController, todoListBuilder: todoListBuilder)
        // Traced proxies (LoggedInTracing.swift) in the weak references, for the shell's `trace`.
        let tracedListener = TracedLoggedInListener(listener, from: interactor, keptBy: router)
        interactor.listener = tracedListener
        let tracedRouter = TracedLoggedInRouting(router, from: interactor)
        interactor.router = tracedRouter
        return router
    }
}
