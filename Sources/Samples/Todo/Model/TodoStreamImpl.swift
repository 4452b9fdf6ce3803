import Rx

/// The in-memory todo list behind `MutableTodoStream`. Single-threaded, like the RIBs that
/// use it.
final class TodoStreamImpl: MutableTodoStream {
    private let relay = BehaviorRelay<[Todo]>(value: [])

    var todos: Observable<[Todo]> { relay.asObservable() }

    var currentTodos: [Todo] { relay.value }

    @discardableResult
    func add(title: String) -> Todo {
        let todo = Todo(id: (relay.value.map(\.id).max() ?? 0) + 1, title: title)
        relay.accept(relay.value + [todo])
        return todo
    }

    @discardableResult
    func toggle(id: Int) -> Bool {
        var list = relay.value
        guard let index = list.firstIndex(where: { $0.id == id }) else { return false }
        list[index].isDone.toggle()
        relay.accept(list)
        return true
    }

    @discardableResult
    func remove(id: Int) -> Bool {
        var list = relay.value
        guard let index = list.firstIndex(where: { $0.id == id }) else { return false }
        list.remove(at: index)
        relay.accept(list)
        return true
    }

    func replace(with todos: [Todo]) {
        relay.accept(todos)
    }
}
