import RIBs

/// What TodoList gives TodoDetail: the todos, read-only.
extension TodoListComponent: TodoDetailDependency {
    var todoStream: TodoStream { dependency.mutableTodoStream }
}
