import RIBs

/// What TodoDetail needs from TodoList: the todos, read-only.
protocol TodoDetailDependency: Dependency {
    var todoStream: TodoStream { get }
}

final class TodoDetailComponent: Component<TodoDetailDependency> {
    var todoStream: TodoStream { dependency.todoStream }
}

/// Builds TodoDetail for one todo; called by TodoList's router.
protocol TodoDetailBuildable: Buildable {
    func build(withListener listener: TodoDetailListener, todoId: Int) -> TodoDetailRouting
}

final class TodoDetailBuilder: Builder<TodoDetailDependency>, TodoDetailBuildable {
    override init(dependency: TodoDetailDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: TodoDetailListener, todoId: Int) -> TodoDetailRouting {
        let component = TodoDetailComponent(dependency: dependency)
        let viewController = TodoDetailViewController()
        let interactor = TodoDetailInteractor(presenter: viewController, todoStream: component.todoStream, todoId: todoId)
        let router = TodoDetailRouter(interactor: interactor, viewController: viewController)
        // Traced proxies (TodoDetailTracing.swift) in the weak references, for the shell's `trace`.
        let tracedInteractor = TracedTodoDetailPresentableListener(interactor, from: viewController, keptBy: router)
        viewController.listener = tracedInteractor
        let tracedListener = TracedTodoDetailListener(listener, from: interactor, keptBy: router)
        interactor.listener = tracedListener
        return router
    }
}
