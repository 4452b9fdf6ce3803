import RIBs
import Rx

/// The dependencies the app gives its root RIB: the clock and the storage.
final class AppComponent: Component<EmptyDependency>, RootDependency {
    let scheduler: SchedulerType
    let todoStorage: TodoStorage

    init(scheduler: SchedulerType, todoStorage: TodoStorage) {
        self.scheduler = scheduler
        self.todoStorage = todoStorage
        super.init(dependency: EmptyComponent())
    }
}
