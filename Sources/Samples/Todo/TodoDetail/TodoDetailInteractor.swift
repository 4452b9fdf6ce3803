import RIBs
import Rx

/// TodoDetail routes nowhere.
protocol TodoDetailRouting: ViewableRouting {}

/// What TodoDetail's interactor tells its view: the todo, or `nil` once it was deleted.
protocol TodoDetailPresentable: Presentable {
    var listener: TodoDetailPresentableListener? { get set }
    func present(todo: Todo?)
}

/// What TodoDetail tells TodoList, which owns the editing.
protocol TodoDetailListener: AnyObject {
    func detailDidRequestToggle(id: Int)
    func detailDidClose()
}

final class TodoDetailInteractor: PresentableInteractor<TodoDetailPresentable>, TodoDetailInteractable, TodoDetailPresentableListener {
    weak var router: TodoDetailRouting?
    weak var listener: TodoDetailListener?
    private let todoStream: TodoStream
    let todoId: Int

    init(presenter: TodoDetailPresentable, todoStream: TodoStream, todoId: Int) {
        self.todoStream = todoStream
        self.todoId = todoId
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        let todoId = self.todoId
        todoStream.todos
            .map { todos in todos.first { $0.id == todoId } }
            .subscribe(onNext: { [presenter] todo in presenter.present(todo: todo) })
            .disposeOnDeactivate(interactor: self)
    }

    // MARK: TodoDetailPresentableListener

    func toggle() {
        listener?.detailDidRequestToggle(id: todoId)
    }

    func close() {
        listener?.detailDidClose()
    }
}
