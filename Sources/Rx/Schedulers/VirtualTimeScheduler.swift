import Foundation
import Synchronization

/// A scheduler whose clock moves only when told to: work runs in time order, and work due
/// at the same time runs in the order it was scheduled.
///
/// Single-threaded by contract: schedule, start and advance it from one thread.
///
/// Its initialiser, scheduling and run loop are inlinable, so a concrete scheduler (such as
/// `TestScheduler`) runs them specialised for its clock type; the queue's ordering is a
/// closure written in the initialiser for the same reason.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, CustomDebugStringConvertible {
    public typealias VirtualTime = Converter.VirtualTimeUnit
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    // Single-threaded by contract (see above), and no access spans a call out of the
    // scheduler, so the specialised loop skips dynamic exclusivity checks. `final`: in an open
    // class a stored property is otherwise reached through its overridable getter, which
    // copies the whole queue (retaining its arrays) at every look at the front.
    @usableFromInline @exclusivity(unchecked) final var running = false
    @usableFromInline @exclusivity(unchecked) final var currentClock: VirtualTime
    @usableFromInline @exclusivity(unchecked) final var queue: PriorityQueue<VirtualSchedulerKey<VirtualTime>, VirtualSchedulerItem>
    @usableFromInline final let converter: Converter
    @usableFromInline @exclusivity(unchecked) final var nextId = 0

    /// The current time as a date.
    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// The current virtual time.
    @inlinable
    public final var clock: VirtualTime { currentClock }

    /// Creates a scheduler whose clock starts at `initialClock`.
    @inlinable
    public init(initialClock: VirtualTime, converter: Converter) {
        self.currentClock = initialClock
        self.converter = converter
        self.queue = PriorityQueue { lhs, rhs in
            switch converter.compareVirtualTime(lhs.time, rhs.time) {
            case .lessThan: return true
            case .equal: return lhs.id < rhs.id
            case .greaterThan: return false
            }
        }
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Schedules `action` at the current time (after adjustment; see `adjustScheduledTime`).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` after `dueTime`, converted to virtual time and adjusted.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = now.addingDispatchInterval(dueTime)
        let absoluteTime = converter.convertToVirtualTime(time)
        let adjustedTime = adjustScheduledTime(absoluteTime)
        return scheduleAbsoluteVirtual(state, time: adjustedTime, action: action)
    }

    /// Schedules `action` `dueTime` virtual units from now (no adjustment).
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` at the absolute virtual `time` (no adjustment).
    @inlinable
    public final func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        let item = VirtualSchedulerStateItem(state: state, action: action)
        queue.enqueue(item, key: VirtualSchedulerKey(time: time, id: nextId))
        nextId += 1
        return item
    }

    /// Schedules `action(index)` at the absolute virtual `time` (no adjustment), for work that
    /// leaves nothing to dispose: a hot test sequence's scripted events. The item is not
    /// generic, so the one `action` shared by every event is stored as it is (a generic item
    /// stores a reabstraction thunk, allocated per item), and running it publishes no
    /// disposable. Public, underscored, for `RxTesting`'s inlinable code only.
    @inlinable
    public final func _scheduleAbsoluteVirtual(index: Int, time: VirtualTime, action: @escaping (Int) -> Void) -> Disposable {
        let item = VirtualSchedulerIndexedItem(index: index, action: action)
        queue.enqueue(item, key: VirtualSchedulerKey(time: time, id: nextId))
        nextId += 1
        return item
    }

    /// Adjusts the time of work scheduled through `schedule`/`scheduleRelative`. The default
    /// keeps it; `TestScheduler` moves work due now to one tick later.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime { time }

    /// Runs all scheduled work, moving the clock forward, until none is left or `stop()`.
    @inlinable
    public final func start() {
        if running { return }
        running = true
        repeat {
            guard let next = findNext() else { break }
            if converter.compareVirtualTime(next.time, clock).greaterThan {
                currentClock = next.time
            }
            next.item.invoke()
            queue.remove(next.item)
        } while running
        running = false
    }

    /// Runs the work due up to `virtualTime`, then sets the clock to it.
    ///
    /// Calling it while the scheduler runs is programmer misuse and traps.
    @inlinable
    public final func advanceTo(_ virtualTime: VirtualTime) {
        if running { rxFatalError("VirtualTimeScheduler: advanceTo called while the scheduler is running.") }
        running = true
        repeat {
            guard let next = findNext() else { break }
            if converter.compareVirtualTime(next.time, virtualTime).greaterThan { break }
            if converter.compareVirtualTime(next.time, clock).greaterThan {
                currentClock = next.time
            }
            next.item.invoke()
            queue.remove(next.item)
        } while running
        currentClock = virtualTime
        running = false
    }

    /// Moves the clock forward by `virtualInterval` without running any work.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let sleepTo = converter.offsetVirtualTime(clock, offset: virtualInterval)
        if converter.compareVirtualTime(sleepTo, clock).lessThan {
            rxFatalError("VirtualTimeScheduler: cannot sleep into the past.")
        }
        currentClock = sleepTo
    }

    /// Stops `start()` or `advanceTo` after the work running now.
    public func stop() { running = false }

    /// `true` while `start()` or `advanceTo` runs.
    public var isRunning: Bool { running }

    /// The time of the earliest pending work item, if any.
    public var nextScheduledTime: VirtualTime? { findNext()?.time }

    @inlinable
    final func findNext() -> (time: VirtualTime, item: VirtualSchedulerItem)? {
        guard let front = queue.front(removing: { $0.isDisposed }) else { return nil }
        return (front.key.time, front.element)
    }

    public var debugDescription: String {
        "VirtualTimeScheduler(clock: \(clock), pending: \(queue.count))"
    }
}

/// Orders work on a virtual clock: by time, then by scheduling order.
@usableFromInline
struct VirtualSchedulerKey<Time> {
    @usableFromInline let time: Time
    @usableFromInline let id: Int

    @inlinable
    init(time: Time, id: Int) {
        self.time = time
        self.id = id
    }
}

/// One piece of work on a virtual clock (its time and order live in the scheduler's queue).
///
/// Disposal works like a `SingleAssignmentDisposable` built in, saving an allocation per
/// item; the base is not generic so that its atomic sits outside the generic subclass (an
/// atomic stored in a generic subclass crashes the 6.3 optimiser under cross-module
/// optimisation).
@usableFromInline
class VirtualSchedulerItem: Cancelable, @unchecked Sendable { // reason: the flags are atomic; `current` is published through them.
    // Flags: 1 disposed, 2 the action's disposable is set.
    @usableFromInline let flags = Atomic<Int>(0)
    // Written once before flag 2 is published, then cleared only by the single winner of flag 1.
    @exclusivity(unchecked) private nonisolated(unsafe) var current: Disposable? // reason: as above.

    @usableFromInline
    init() {}

    @inlinable
    var isDisposed: Bool { flags.load(ordering: .acquiring) & 1 != 0 }

    /// Runs the work. Called once by the scheduler's run loop.
    @usableFromInline
    func invoke() { rxAbstractMethod() }

    /// Keeps what the action returned, to dispose with the item (at once if already disposed).
    @usableFromInline
    final func setDisposable(_ disposable: Disposable) {
        current = disposable
        let previous = flags.bitwiseOr(2, ordering: .acquiringAndReleasing).oldValue
        if previous & 1 != 0 {
            current = nil
            disposable.dispose()
        }
    }

    @usableFromInline
    final func dispose() {
        let previous = flags.bitwiseOr(1, ordering: .acquiringAndReleasing).oldValue
        if previous & 1 != 0 { return }
        if previous & 2 != 0 {
            let disposable = current
            current = nil
            disposable?.dispose()
        }
    }
}

/// A work item holding its action and state itself (no closure allocated to bind them).
@usableFromInline
final class VirtualSchedulerStateItem<State>: VirtualSchedulerItem, @unchecked Sendable { // reason: as its base; state and action are immutable.
    @usableFromInline let state: State
    @usableFromInline let action: (State) -> Disposable

    @inlinable
    init(state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
        super.init()
    }

    @usableFromInline
    override func invoke() { setDisposable(action(state)) }
}

/// A work item that calls a shared action with its index (see `_scheduleAbsoluteVirtual(index:time:action:)`).
@usableFromInline
final class VirtualSchedulerIndexedItem: VirtualSchedulerItem, @unchecked Sendable { // reason: as its base; index and action are immutable.
    @usableFromInline let index: Int
    @usableFromInline let action: (Int) -> Void

    @inlinable
    init(index: Int, action: @escaping (Int) -> Void) {
        self.index = index
        self.action = action
        super.init()
    }

    @usableFromInline
    override func invoke() { action(index) }
}
