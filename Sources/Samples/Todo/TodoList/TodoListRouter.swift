import RIBs

protocol TodoListInteractable: Interactable, TodoDetailListener {
    var router: TodoListRouting? { get set }
    var listener: TodoListListener? { get set }
}

/// TodoList's view presents the detail modally.
protocol TodoListViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class TodoListRouter: ViewableRouter<TodoListInteractable, TodoListViewControllable>, TodoListRouting {
    private let todoDetailBuilder: TodoDetailBuildable
    private var todoDetail: ViewableRouting?

    init(interactor: TodoListInteractable, viewController: TodoListViewControllable, todoDetailBuilder: TodoDetailBuildable) {
        self.todoDetailBuilder = todoDetailBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToDetail(todoId: Int) {
        routeBackFromDetail()
        let todoDetail = todoDetailBuilder.build(withListener: interactor, todoId: todoId)
        self.todoDetail = todoDetail
        attachChild(todoDetail)
        viewController.present(viewController: todoDetail.viewControllable)
    }

    func routeBackFromDetail() {
        guard let todoDetail else { return }
        detachChild(todoDetail)
        viewController.dismiss(viewController: todoDetail.viewControllable)
        self.todoDetail = nil
    }
}
