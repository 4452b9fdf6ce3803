import RIBs

/// What TodoList needs from LoggedIn: the user's name and the todos, editable (it is the
/// one RIB that edits them).
protocol TodoListDependency: Dependency {
    var todoListUserName: String { get }
    var mutableTodoStream: MutableTodoStream { get }
}

final class TodoListComponent: Component<TodoListDependency> {
    var mutableTodoStream: MutableTodoStream { dependency.mutableTodoStream }
}

/// Builds TodoList; called by LoggedIn's router.
protocol TodoListBuildable: Buildable {
    func build(withListener listener: TodoListListener) -> TodoListRouting
}

final class TodoListBuilder: Builder<TodoListDependency>, TodoListBuildable {
    override init(dependency: TodoListDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: TodoListListener) -> TodoListRouting {
        let component = TodoListComponent(dependency: dependency)
        let viewController = TodoListViewController(userName: dependency.todoListUserName)
        let interactor = TodoListInteractor(presenter: viewController, mutableTodoStream: component.mutableTodoStream)
        let todoDetailBuilder = TodoDetailBuilder(dependency: component)
        let router = TodoListRouter(interactor: interactor, viewController: viewController, todoDetailBuilder: todoDetailBuilder)
        // Traced proxies (TodoListTracing.swift) in the weak references, for the shell's `trace`.
        let tracedInteractor = TracedTodoListPresentableListener(interactor, from: viewController, keptBy: router)
        viewController.listener = tracedInteractor
        let tracedListener = TracedTodoListListener(listener, from: interactor, keptBy: router)
        interactor.listener = tracedListener
        let tracedRouter = TracedTodoListRouting(router, from: interactor)
        interactor.router = tracedRouter
        return router
    }
}
