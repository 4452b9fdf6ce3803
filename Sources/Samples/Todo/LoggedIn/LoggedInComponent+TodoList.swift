import RIBs
import Rx

/// What LoggedIn gives TodoList: the user's name and the todos, editable.
extension LoggedInComponent: TodoListDependency {
    var todoListUserName: String { userName }
}
