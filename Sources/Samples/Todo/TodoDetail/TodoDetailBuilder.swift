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
        interactor.listener = listener
        return TodoDetailRouter(interactor: interactor, viewController: viewController)
    }
}
