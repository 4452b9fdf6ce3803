import Dispatch
import Foundation

/// A scheduler that runs work as soon as it can.
public protocol ImmediateSchedulerType {
    /// Schedules `action` to run with `state`; the result cancels it (best effort).
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler that also knows time: relative and periodic work.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run after `dueTime`.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable

    /// Schedules `action` every `period`, starting after `startAfter`; each call's result is
    /// the next call's state.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable
}

extension SchedulerType {
    /// The default periodic scheduling, built on recursive relative scheduling.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let periodic = SchedulePeriodicRecursive(scheduler: self, startAfter: startAfter, period: period, action: action, state: state)
        return periodic.start()
    }

    /// Schedules `action` after `dueTime`; `action` may call its second argument to schedule
    /// itself again with a new state and delay.
    public func scheduleRecursive<State>(_ state: State, dueTime: RxTimeInterval, action: @escaping (State, AnyRecursiveScheduler<State>) -> Void) -> Disposable {
        let scheduler = AnyRecursiveScheduler(scheduler: self, action: action)
        scheduler.schedule(state, dueTime: dueTime)
        return Disposables.create(with: scheduler.dispose)
    }
}

extension ImmediateSchedulerType {
    /// Schedules `action`; `action` may call its second argument to schedule itself again.
    /// Inlinable (always inlined), so that the trampoline's recursion runs specialised for
    /// `State` even when the scheduler is an existential.
    @inlinable @inline(__always)
    public func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        if self is CurrentThreadScheduler, !CurrentThreadScheduler.isScheduleRequired {
            let recursion = TrampolineRecursion(action: action)
            recursion.schedule(state)
            return recursion
        }
        return scheduleRecursiveOnAnyScheduler(state, action: action)
    }

    /// `scheduleRecursive` off the running trampoline: the general path.
    @usableFromInline
    func scheduleRecursiveOnAnyScheduler<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        let recursive = RecursiveImmediateScheduler(action: action, scheduler: self)
        recursive.schedule(state)
        return Disposables.create(with: recursive.dispose)
    }
}
