import RIBs

protocol LoggedInInteractable: Interactable, TodoListListener {
    var router: LoggedInRouting? { get set }
    var listener: LoggedInListener? { get set }
}

/// The view LoggedIn borrows from Root to show its children.
protocol LoggedInViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

/// A viewless router: attaches TodoList once, on load, onto Root's view.
final class LoggedInRouter: Router<LoggedInInteractable>, LoggedInRouting {
    private let viewController: LoggedInViewControllable
    private let todoListBuilder: TodoListBuildable
    private var todoList: ViewableRouting?

    init(interactor: LoggedInInteractable, viewController: LoggedInViewControllable, todoListBuilder: TodoListBuildable) {
        self.viewController = viewController
        self.todoListBuilder = todoListBuilder
        super.init(interactor: interactor)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        attachTodoList()
    }

    func cleanupViews() {
        if let todoList {
            viewController.dismiss(viewController: todoList.viewControllable)
        }
    }

    private func attachTodoList() {
        let todoList = todoListBuilder.build(withListener: interactor)
        self.todoList = todoList
        attachChild(todoList)
        viewController.present(viewController: todoList.viewControllable)
    }
}
