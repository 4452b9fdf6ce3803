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
    @usableFromInline
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
@usableFromInline
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
///
/// Inlinable, and `invoke` (reached through the `TrampolineItem` witness) goes through a
/// closure written in the initialiser, so the steps of, say, `range` run specialised code.
/// Confined to the trampoline's thread, and no access to the state spans a call: no dynamic
/// exclusivity checks.
@usableFromInline
final class TrampolineRecursion<State>: TrampolineItem, Cancelable {
    @usableFromInline @exclusivity(unchecked) var action: ((State, (State) -> Void) -> Void)?
    @usableFromInline @exclusivity(unchecked) var pending = Queue<State>(capacity: 2)
    @usableFromInline @exclusivity(unchecked) var recurse: ((State) -> Void)!
    @usableFromInline let invokeNow: (TrampolineRecursion<State>) -> Void

    @inlinable
    var isDisposed: Bool { action == nil }

    @inlinable
    init(action: @escaping (State, (State) -> Void) -> Void) {
        self.action = action
        self.invokeNow = { recursion in
            guard let action = recursion.action, let state = recursion.pending.dequeue() else { return }
            action(state, recursion.recurse)
        }
        // `recurse` is passed to `action` as a non-escaping argument, so it never outlives a
        // call made by `invokeNow` on this (then alive) object.
        self.recurse = { [unowned(unsafe) self] state in self.schedule(state) }
    }

    @inlinable
    func schedule(_ state: State) {
        guard action != nil else { return }
        pending.enqueue(state)
        CurrentThreadScheduler.enqueue(self)
    }

    @usableFromInline
    func invoke() { invokeNow(self) }

    @inlinable
    func dispose() {
        action = nil
        pending.removeAll()
    }
}
