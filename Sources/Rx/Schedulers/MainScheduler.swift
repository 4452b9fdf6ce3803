import Dispatch
import Foundation
import Synchronization

/// Runs work on the main dispatch queue. Work scheduled from the main thread while nothing
/// else is queued runs at once, as in RxSwift.
///
/// On Linux the main queue runs only while the main thread services it (`dispatchMain`,
/// `RunLoop.main`, or `toBlocking`, which services it while waiting).
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable { // reason: the counter is atomic; the rest is immutable.
    // Boxed: an `Atomic` stored directly in this class crashes the 6.3 optimiser's
    // cross-module pass (CopyPropagation on the deinit).
    private let numberEnqueued = AtomicCounter()

    /// The shared instance.
    public static let instance = MainScheduler()

    /// A scheduler that always dispatches asynchronously to the main queue.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// `true` on the main thread.
    public static var isMainThread: Bool { Thread.isMainThread }

    /// Traps when not on the main thread (programmer misuse).
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !Thread.isMainThread {
            rxFatalError(errorMessage ?? "Executing on a background thread. Please use `MainScheduler.instance.schedule` to schedule work on the main thread.")
        }
    }

    /// Traps when on the main thread (programmer misuse).
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        ensureExecutingOnScheduler(errorMessage: errorMessage)
    }

    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let previous = numberEnqueued.value.wrappingAdd(1, ordering: .relaxed).oldValue
        if Thread.isMainThread && previous == 0 {
            let disposable = action(state)
            numberEnqueued.value.wrappingSubtract(1, ordering: .relaxed)
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        let box = UncheckedSendable(value: (state, action, cancel, self))
        DispatchQueue.main.async {
            let (state, action, cancel, scheduler) = box.value
            if !cancel.isDisposed { cancel.setDisposable(action(state)) }
            scheduler.numberEnqueued.value.wrappingSubtract(1, ordering: .relaxed)
        }
        return cancel
    }
}

/// Schedules on the main queue but runs at once when already on the main thread.
public final class ConcurrentMainScheduler: SchedulerType, @unchecked Sendable { // reason: wraps the thread-safe MainScheduler.
    private let mainScheduler: MainScheduler

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    private init(mainScheduler: MainScheduler) { self.mainScheduler = mainScheduler }

    public var now: RxTime { mainScheduler.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if Thread.isMainThread { return action(state) }
        let cancel = SingleAssignmentDisposable()
        let box = UncheckedSendable(value: (state, action, cancel))
        DispatchQueue.main.async {
            let (state, action, cancel) = box.value
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// An atomic integer in its own object.
final class AtomicCounter: Sendable {
    let value = Atomic<Int>(0)
}
