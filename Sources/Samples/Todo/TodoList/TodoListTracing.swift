import RIBs

// Traced proxies for TodoList's protocols, wired by `TodoListBuilder`; see RootTracing.swift.

/// TodoList's interactor as its view calls it.
final class TracedTodoListPresentableListener: RIBCallProxy<any TodoListPresentableListener>, TodoListPresentableListener {
    func add(title: String) { forward(title) { $0.add(title: title) } }
    func toggle(id: Int) { forward(id) { $0.toggle(id: id) } }
    func remove(id: Int) { forward(id) { $0.remove(id: id) } }
    func open(id: Int) { forward(id) { $0.open(id: id) } }
    func logout() { forward { $0.logout() } }
}

/// TodoList's listener (LoggedIn's interactor) as TodoList's interactor calls it.
final class TracedTodoListListener: RIBCallProxy<any TodoListListener>, TodoListListener {
    func didRequestLogout() { forward { $0.didRequestLogout() } }
}

/// TodoList's router as its interactor calls it.
final class TracedTodoListRouting: ViewableRoutingProxy<any TodoListRouting>, TodoListRouting {
    func routeToDetail(todoId: Int) { forward(todoId) { $0.routeToDetail(todoId: todoId) } }
    func routeBackFromDetail() { forward { $0.routeBackFromDetail() } }
}
