import Foundation

/// Schedules an action that may schedule itself again, with a delay, on any scheduler.
public final class AnyRecursiveScheduler<State> {
    typealias Action = (State, AnyRecursiveScheduler<State>) -> Void

    private let lock = NSRecursiveLock()
    private let group = CompositeDisposable()
    private var scheduler: SchedulerType
    private var action: Action?

    init(scheduler: SchedulerType, action: @escaping Action) {
        self.scheduler = scheduler
        self.action = action
    }

    /// Schedules the action again with `state` after `dueTime`.
    public func schedule(_ state: State, dueTime: RxTimeInterval) {
        var isAdded = false
        var isDone = false
        var removeKey: CompositeDisposable.DisposeKey?
        let disposable = scheduler.scheduleRelative(state, dueTime: dueTime) { state -> Disposable in
            if self.group.isDisposed { return Disposables.create() }
            let action: Action? = self.lock.withLock {
                if isAdded, let removeKey { self.group.remove(for: removeKey) } else { isDone = true }
                return self.action
            }
            action?(state, self)
            return Disposables.create()
        }
        lock.withLock {
            if !isDone {
                removeKey = group.insert(disposable)
                isAdded = true
            }
        }
    }

    /// Schedules the action again with `state` at once.
    public func schedule(_ state: State) {
        var isAdded = false
        var isDone = false
        var removeKey: CompositeDisposable.DisposeKey?
        let disposable = scheduler.schedule(state) { state -> Disposable in
            if self.group.isDisposed { return Disposables.create() }
            let action: Action? = self.lock.withLock {
                if isAdded, let removeKey { self.group.remove(for: removeKey) } else { isDone = true }
                return self.action
            }
            action?(state, self)
            return Disposables.create()
        }
        lock.withLock {
            if !isDone {
                removeKey = group.insert(disposable)
                isAdded = true
            }
        }
    }

    func dispose() {
        lock.withLock { action = nil }
        group.dispose()
    }
}

/// Recursive immediate scheduling on any scheduler (the general path).
final class RecursiveImmediateScheduler<State> {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private let lock = NSRecursiveLock()
    private let group = CompositeDisposable()
    private let scheduler: ImmediateSchedulerType
    private var action: Action?

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    func schedule(_ state: State) {
        var isAdded = false
        var isDone = false
        var removeKey: CompositeDisposable.DisposeKey?
        let disposable = scheduler.schedule(state) { state -> Disposable in
            if self.group.isDisposed { return Disposables.create() }
            let action: Action? = self.lock.withLock {
                if isAdded, let removeKey { self.group.remove(for: removeKey) } else { isDone = true }
                return self.action
            }
            action?(state, self.schedule)
            return Disposables.create()
        }
        lock.withLock {
            if !isDone {
                removeKey = group.insert(disposable)
                isAdded = true
            }
        }
    }

    func dispose() {
        lock.withLock { action = nil }
        group.dispose()
    }
}

/// Periodic work built from recursive relative scheduling: the next tick is scheduled before
/// the action runs, as in RxSwift.
final class SchedulePeriodicRecursive<State> {
    private let scheduler: SchedulerType
    private let startAfter: RxTimeInterval
    private let period: RxTimeInterval
    private let action: (State) -> State
    private var state: State
    private var pendingTickCount = 0
    private let lock = NSLock()

    init(scheduler: SchedulerType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (State) -> State, state: State) {
        self.scheduler = scheduler
        self.startAfter = startAfter
        self.period = period
        self.action = action
        self.state = state
    }

    func start() -> Disposable {
        scheduler.scheduleRecursive(Command.tick, dueTime: startAfter) { [self] command, recursive in
            self.tick(command, recursive)
        }
    }

    private enum Command { case tick, dispatchStart }

    private func tick(_ command: Command, _ recursive: AnyRecursiveScheduler<Command>) {
        switch command {
        case .tick:
            recursive.schedule(.tick, dueTime: period)
            let previous = lock.withLock { () -> Int in
                pendingTickCount += 1
                return pendingTickCount - 1
            }
            if previous == 0 { tick(.dispatchStart, recursive) }
        case .dispatchStart:
            state = action(state)
            let remaining = lock.withLock { () -> Int in
                pendingTickCount -= 1
                return pendingTickCount + 1
            }
            if remaining > 1 { recursive.schedule(.dispatchStart) }
        }
    }
}
