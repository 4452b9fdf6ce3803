import Rx

/// The logged-in user's todos, read-only: what child RIBs that only show todos get.
public protocol TodoStream: AnyObject {
    /// The current list on subscription, then every change.
    var todos: Observable<[Todo]> { get }
}

/// The todos, editable: given only to the RIB that edits them (TodoList) and to the worker
/// that loads and saves them. Owned by LoggedIn's component through `shared`.
public protocol MutableTodoStream: TodoStream {
    /// The list now.
    var currentTodos: [Todo] { get }
    /// Adds a todo titled `title` with the next id; returns it.
    @discardableResult
    func add(title: String) -> Todo
    /// Flips done/not done; `false` when there is no such todo.
    @discardableResult
    func toggle(id: Int) -> Bool
    /// Removes the todo; `false` when there is no such todo.
    @discardableResult
    func remove(id: Int) -> Bool
    /// Replaces the whole list (loading saved todos).
    func replace(with todos: [Todo])
}
