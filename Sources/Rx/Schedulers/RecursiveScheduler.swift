import Foundation

/// The scheduled, not yet run, actions of a recursive scheduler. Each stays in the group
/// until it runs, so disposing the group cancels what is pending; an action that runs
/// synchronously, before it could be added, is never added.
final class PendingActions {
    private let lock = NSRecursiveLock()
    private let group = CompositeDisposable()

    /// Calls `schedule` with a body to hand to a scheduler; the body runs `run` unless the
    /// group was disposed first.
    func track(_ schedule: (_ body: @escaping () -> Void) -> Disposable, run: @escaping () -> Void) {
        var isAdded = false
        var isDone = false
        var removeKey: CompositeDisposable.DisposeKey?
        let disposable = schedule {
            if self.group.isDisposed { return }
            self.lock.withLock {
                if isAdded, let removeKey { self.group.remove(for: removeKey) } else { isDone = true }
            }
            run()
        }
        lock.withLock {
            if !isDone {
                removeKey = group.insert(disposable)
                isAdded = true
            }
        }
    }

    /// Runs `body` under the group's lock (the owner guards its action with it).
    func withLock<Result>(_ body: () -> Result) -> Result { lock.withLock(body) }

    func dispose() { group.dispose() }
}

/// Schedules an action that may schedule itself again, with a delay, on any scheduler.
public final class AnyRecursiveScheduler<State> {
    typealias Action = (State, AnyRecursiveScheduler<State>) -> Void

    private let pending = PendingActions()
    private let scheduler: SchedulerType
    private var action: Action?

    init(scheduler: SchedulerType, action: @escaping Action) {
        self.scheduler = scheduler
        self.action = action
    }

    /// Schedules the action again with `state` after `dueTime`.
    public func schedule(_ state: State, dueTime: RxTimeInterval) {
        pending.track({ body in
            scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                body()
                return Disposables.create()
            }
        }, run: { self.runAction(state) })
    }

    /// Schedules the action again with `state` at once.
    public func schedule(_ state: State) {
        pending.track({ body in
            scheduler.schedule(()) { _ in
                body()
                return Disposables.create()
            }
        }, run: { self.runAction(state) })
    }

    private func runAction(_ state: State) {
        let action = pending.withLock { self.action }
        action?(state, self)
    }

    func dispose() {
        pending.withLock { action = nil }
        pending.dispose()
    }
}

/// Recursive immediate scheduling on any scheduler (the general path).
final class RecursiveImmediateScheduler<State> {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private let pending = PendingActions()
    private let scheduler: ImmediateSchedulerType
    private var action: Action?

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    func schedule(_ state: State) {
        pending.track({ body in
            scheduler.schedule(()) { _ in
                body()
                return Disposables.create()
            }
        }, run: {
            let action = self.pending.withLock { self.action }
            action?(state, self.schedule)
        })
    }

    func dispose() {
        pending.withLock { action = nil }
        pending.dispose()
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
