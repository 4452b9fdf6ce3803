#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on the current thread, queued behind the work already running there (a trampoline).
///
/// The first `schedule` on a thread runs its action at once and then drains everything
/// scheduled meanwhile, in FIFO order; nested `schedule` calls only enqueue.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The only instance.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    private static let isRunningKey: pthread_key_t = makeKey()
    private static let queueKey: pthread_key_t = makeKey()

    private static func makeKey() -> pthread_key_t {
        var key = pthread_key_t()
        guard pthread_key_create(&key, nil) == 0 else {
            rxFatalError("CurrentThreadScheduler: cannot create a thread-local key.")
        }
        return key
    }

    /// `true` when no trampoline runs on this thread: scheduling here will run at once.
    public static var isScheduleRequired: Bool {
        get { pthread_getspecific(isRunningKey) == nil }
        set { pthread_setspecific(isRunningKey, newValue ? nil : UnsafeRawPointer(bitPattern: 1)) }
    }

    /// The pending work of this thread's trampoline, if one runs.
    static var queue: TrampolineQueue? {
        get {
            guard let pointer = pthread_getspecific(queueKey) else { return nil }
            return Unmanaged<TrampolineQueue>.fromOpaque(pointer).takeUnretainedValue()
        }
        set {
            if let old = pthread_getspecific(queueKey) {
                Unmanaged<TrampolineQueue>.fromOpaque(old).release()
            }
            if let newValue {
                pthread_setspecific(queueKey, Unmanaged.passRetained(newValue).toOpaque())
            } else {
                pthread_setspecific(queueKey, nil)
            }
        }
    }

    /// Enqueues work on the running trampoline. Only valid while one runs on this thread.
    static func enqueue(_ item: TrampolineItem) {
        if let queue { queue.items.enqueue(item); return }
        let queue = TrampolineQueue()
        queue.items.enqueue(item)
        self.queue = queue
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if CurrentThreadScheduler.isScheduleRequired {
            CurrentThreadScheduler.isScheduleRequired = false
            defer {
                CurrentThreadScheduler.isScheduleRequired = true
                CurrentThreadScheduler.queue = nil
            }
            let disposable = action(state)
            guard let queue = CurrentThreadScheduler.queue else { return disposable }
            while let next = queue.items.dequeue() {
                if next.isDisposed { continue }
                next.invoke()
            }
            return disposable
        }
        let item = ScheduledItem(action: action, state: state)
        CurrentThreadScheduler.enqueue(item)
        return item
    }
}

/// Work waiting on a trampoline.
protocol TrampolineItem: AnyObject {
    var isDisposed: Bool { get }
    func invoke()
}

/// The pending work of one thread's trampoline. Touched only by that thread.
final class TrampolineQueue {
    var items = Queue<TrampolineItem>(capacity: 16)
}

/// One scheduled action with its state.
final class ScheduledItem<State>: TrampolineItem, Cancelable {
    private let action: (State) -> Disposable
    private let state: State
    private let disposable = SingleAssignmentDisposable()

    var isDisposed: Bool { disposable.isDisposed }

    init(action: @escaping (State) -> Disposable, state: State) {
        self.action = action
        self.state = state
    }

    func invoke() { disposable.setDisposable(action(state)) }

    func dispose() { disposable.dispose() }
}

/// Recursive scheduling on a running trampoline without an allocation per step: the same
/// object is enqueued for every recursion, with its pending states kept in FIFO order.
final class TrampolineRecursion<State>: TrampolineItem, Cancelable {
    private var action: ((State, (State) -> Void) -> Void)?
    private var pending = Queue<State>(capacity: 2)
    private var recurse: ((State) -> Void)!

    var isDisposed: Bool { action == nil }

    init(action: @escaping (State, (State) -> Void) -> Void) {
        self.action = action
        self.recurse = { [unowned self] state in self.schedule(state) }
    }

    func schedule(_ state: State) {
        guard action != nil else { return }
        pending.enqueue(state)
        CurrentThreadScheduler.enqueue(self)
    }

    func invoke() {
        guard let action, let state = pending.dequeue() else { return }
        action(state, recurse)
    }

    func dispose() {
        action = nil
        pending.removeAll()
    }
}
