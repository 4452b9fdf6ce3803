import HeadlessUI
import RIBs

/// What TodoDetail's view tells its interactor.
protocol TodoDetailPresentableListener: AnyObject {
    func toggle()
    func close()
}

/// One todo, with a Done switch and a Close button.
final class TodoDetailViewController: HeadlessViewController, TodoDetailPresentable, TodoDetailViewControllable {
    weak var listener: TodoDetailPresentableListener?
    private(set) var todo: Todo?

    override var viewName: String { "TodoDetail" }

    override var userActions: [UserAction] {
        var actions = [UserAction("close", summary: "Close the detail")]
        if todo != nil {
            actions.insert(UserAction("toggle", summary: "Switch Done on or off"), at: 0)
        }
        return actions
    }

    override func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) {
        switch action {
        case "toggle":
            guard todo != nil else { throw .unavailable(action: action, reason: "this todo was deleted; fire close") }
            listener?.toggle()
        case "close":
            listener?.close()
        default:
            try super.perform(action, with: arguments)
        }
    }

    override func render() -> String {
        guard let todo else { return "(this todo was deleted)\n[ Close ]" }
        return "#\(todo.id) \(todo.title)\nDone: [\(todo.isDone ? "x" : " ")]\n[ Close ]"
    }

    func present(todo: Todo?) {
        self.todo = todo
    }
}
