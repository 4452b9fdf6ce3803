import Dispatch
import Rx

/// Where each user's todos are kept between logins: a remote store with latency, simulated
/// by delays on the app's scheduler.
public protocol TodoStorage: AnyObject {
    /// The saved todos of `user`, after the load latency.
    func load(user: String) -> Observable<[Todo]>
    /// Saves `todos` for `user` at once.
    func save(_ todos: [Todo], user: String)
}

/// An in-memory `TodoStorage` whose loads arrive `latency` after they are asked for.
public final class InMemoryTodoStorage: TodoStorage {
    private var saved: [String: [Todo]]
    private let scheduler: SchedulerType
    private let latency: RxTimeInterval

    /// `latency` is measured on `scheduler` (ticks on the virtual clock).
    public init(scheduler: SchedulerType, latency: RxTimeInterval = .seconds(2), saved: [String: [Todo]] = [:]) {
        self.scheduler = scheduler
        self.latency = latency
        self.saved = saved
    }

    public func load(user: String) -> Observable<[Todo]> {
        Observable<Int>.timer(latency, scheduler: scheduler)
            .map { [weak self] _ in self?.saved[user] ?? [] }
    }

    public func save(_ todos: [Todo], user: String) {
        saved[user] = todos
    }

    /// What is saved for `user` now.
    public func savedTodos(user: String) -> [Todo] { saved[user] ?? [] }
}
