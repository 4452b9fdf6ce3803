import RIBs
import Rx

/// What Root gives LoggedIn: its own view to present on, the clock and the storage.
extension RootComponent: LoggedInDependency {
    var loggedInViewController: LoggedInViewControllable { rootViewController }
    var scheduler: SchedulerType { dependency.scheduler }
    var todoStorage: TodoStorage { dependency.todoStorage }
}
