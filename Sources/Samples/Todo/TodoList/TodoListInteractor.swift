import RIBs
import Rx

/// How TodoList's interactor routes.
protocol TodoListRouting: ViewableRouting {
    func routeToDetail(todoId: Int)
    func routeBackFromDetail()
}

/// What TodoList's interactor tells its view.
protocol TodoListPresentable: Presentable {
    var listener: TodoListPresentableListener? { get set }
    func present(todos: [Todo])
}

/// What TodoList tells LoggedIn: the user wants to log out.
protocol TodoListListener: AnyObject {
    func didRequestLogout()
}

final class TodoListInteractor: PresentableInteractor<TodoListPresentable>, TodoListInteractable, TodoListPresentableListener {
    weak var router: TodoListRouting?
    weak var listener: TodoListListener?
    private let mutableTodoStream: MutableTodoStream

    init(presenter: TodoListPresentable, mutableTodoStream: MutableTodoStream) {
        self.mutableTodoStream = mutableTodoStream
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        mutableTodoStream.todos
            .subscribe(onNext: { [presenter] todos in presenter.present(todos: todos) })
            .disposeOnDeactivate(interactor: self)
    }

    // MARK: TodoListPresentableListener

    func add(title: String) {
        mutableTodoStream.add(title: title)
    }

    func toggle(id: Int) {
        mutableTodoStream.toggle(id: id)
    }

    func remove(id: Int) {
        mutableTodoStream.remove(id: id)
    }

    func open(id: Int) {
        router?.routeToDetail(todoId: id)
    }

    func logout() {
        listener?.didRequestLogout()
    }

    // MARK: TodoDetailListener

    func detailDidRequestToggle(id: Int) {
        mutableTodoStream.toggle(id: id)
    }

    func detailDidClose() {
        router?.routeBackFromDetail()
    }
}
