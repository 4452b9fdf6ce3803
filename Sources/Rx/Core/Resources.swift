import Synchronization

/// Counts live library resources (observables, sinks, subscriptions): always on and cheap
/// (one relaxed atomic add per object), so that tests and the shell can prove nothing leaks.
public enum Resources {
    private static let counter = Atomic<Int>(0)
    private static let serialDispatchQueueObservables = Atomic<Int>(0)

    /// The number of live resources right now.
    public static var total: Int32 { Int32(truncatingIfNeeded: counter.load(ordering: .relaxed)) }

    /// Counts one more live resource. Call from the resource's initializer.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        Int32(truncatingIfNeeded: counter.wrappingAdd(1, ordering: .relaxed).newValue)
    }

    /// Counts one less live resource. Call from the resource's deinitializer.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        Int32(truncatingIfNeeded: counter.wrappingSubtract(1, ordering: .relaxed).newValue)
    }

    /// The number of live `observe(on:)` sequences that took the serial-dispatch-queue path
    /// (one scheduled item per event), so tests can check which path was chosen.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        Int32(truncatingIfNeeded: serialDispatchQueueObservables.load(ordering: .relaxed))
    }

    static func incrementSerialDispatchQueueObservables() {
        serialDispatchQueueObservables.wrappingAdd(1, ordering: .relaxed)
    }

    static func decrementSerialDispatchQueueObservables() {
        serialDispatchQueueObservables.wrappingSubtract(1, ordering: .relaxed)
    }
}
