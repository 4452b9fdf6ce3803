import Dispatch
import RIBs
import Rx

/// The Todo app launched into a headless window: what an `AppDelegate` holds.
///
/// The shell calls `launch(scheduler:)` for `app todo`, walks `launchRouter`, and fires
/// actions into `window.activeView`.
public final class TodoApp: HeadlessApp {
    public let name = "todo"
    public let launchRouter: LaunchRouting
    public let window: HeadlessWindow
    /// Where todos are kept between logins.
    public let storage: InMemoryTodoStorage

    private init(launchRouter: LaunchRouting, window: HeadlessWindow, storage: InMemoryTodoStorage) {
        self.launchRouter = launchRouter
        self.window = window
        self.storage = storage
    }

    /// Builds the root RIB and launches it: Root attaches LoggedOut at once. Storage loads
    /// take `loadLatency` on `scheduler`.
    public static func launch(scheduler: SchedulerType, loadLatency: RxTimeInterval = .seconds(2), savedTodos: [String: [Todo]] = [:]) -> TodoApp {
        let storage = InMemoryTodoStorage(scheduler: scheduler, latency: loadLatency, saved: savedTodos)
        let component = AppComponent(scheduler: scheduler, todoStorage: storage)
        let launchRouter = RootBuilder(dependency: component).build()
        let window = HeadlessWindow()
        launchRouter.launch(from: window)
        return TodoApp(launchRouter: launchRouter, window: window, storage: storage)
    }
}
