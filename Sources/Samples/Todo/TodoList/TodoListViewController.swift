import Foundation
import HeadlessUI
import RIBs

/// What TodoList's view tells its interactor.
protocol TodoListPresentableListener: AnyObject {
    func add(title: String)
    func toggle(id: Int)
    func remove(id: Int)
    func open(id: Int)
    func logout()
}

/// The list with a text field to add, a checkbox and a delete button per row, and Logout.
final class TodoListViewController: HeadlessViewController, TodoListPresentable, TodoListViewControllable {
    weak var listener: TodoListPresentableListener?
    let userName: String
    private(set) var todos: [Todo] = []

    init(userName: String) {
        self.userName = userName
        super.init()
    }

    override var viewName: String { "TodoList" }

    override var userActions: [UserAction] {
        let id = ActionParameter("id", .integer(nil), summary: "the todo's number")
        return [
            UserAction("add", summary: "Add a todo", parameters: [ActionParameter("title", .text, summary: "what to do")]),
            UserAction("toggle", summary: "Tick or untick a todo", parameters: [id]),
            UserAction("remove", summary: "Delete a todo", parameters: [id]),
            UserAction("open", summary: "Show a todo's detail", parameters: [id]),
            UserAction("logout", summary: "Log out"),
        ]
    }

    override func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) {
        switch action {
        case "add":
            let title = (arguments.text("title") ?? "").trimmingCharacters(in: .whitespaces)
            guard !title.isEmpty else { throw .invalidValue(action: action, parameter: "title", value: "", expected: "title=<text> with some text") }
            listener?.add(title: title)
        case "toggle", "remove", "open":
            let id = try existingId(arguments, action: action)
            switch action {
            case "toggle": listener?.toggle(id: id)
            case "remove": listener?.remove(id: id)
            default: listener?.open(id: id)
            }
        case "logout":
            listener?.logout()
        default:
            try super.perform(action, with: arguments)
        }
    }

    private func existingId(_ arguments: ActionArguments, action: String) throws(ActionError) -> Int {
        let id = arguments.integer("id") ?? -1
        guard todos.contains(where: { $0.id == id }) else {
            if todos.isEmpty { throw .unavailable(action: action, reason: "the list is empty; add one first: fire add title=Milk") }
            throw .invalidValue(action: action, parameter: "id", value: String(id), expected: "one of " + todos.map { "id=\($0.id)" }.joined(separator: ", "))
        }
        return id
    }

    override func render() -> String {
        var lines = ["\(userName)'s todos  [ Logout ]"]
        if todos.isEmpty {
            lines.append("  (nothing to do)")
        } else {
            lines += todos.map { "  \($0.id). [\($0.isDone ? "x" : " ")] \($0.title)" }
        }
        lines.append("[ New todo: ________ ] [ Add ]")
        return lines.joined(separator: "\n")
    }

    func present(todos: [Todo]) {
        self.todos = todos
    }

    // MARK: TodoListViewControllable

    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true)
    }

    func dismiss(viewController: ViewControllable) {
        if presentedViewController === viewController.uiviewController {
            dismiss(animated: true)
        }
    }
}
