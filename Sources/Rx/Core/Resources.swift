import Synchronization

/// Counts live library resources (observables, sinks, subscriptions) while counting is on,
/// so that tests and the shell can prove nothing leaks.
///
/// Off until someone switches it on (`isCounting = true`), as RxSwift counts only when built
/// with `TRACE_RESOURCES`: counting costs two relaxed atomic adds per object, about a tenth
/// of subscribing through a chain of operators. The shell and the test suites switch it on
/// at start. Each object records whether it was counted when it was made, and only those are
/// subtracted when they go, so `total` is exact whenever it is switched: it is the number of
/// live objects made while counting was on.
public enum Resources {
    private static let counter = Atomic<Int>(0)
    private static let counting = Atomic<Bool>(false)
    private static let serialDispatchQueueObservables = Atomic<Int>(0)

    /// The number of live resources made while counting was on.
    public static var total: Int32 { Int32(truncatingIfNeeded: counter.load(ordering: .relaxed)) }

    /// Whether new objects are counted in `total`. Off by default; switching it off leaves the
    /// objects counted so far in `total` until they go.
    public static var isCounting: Bool {
        get { counting.load(ordering: .relaxed) }
        set { counting.store(newValue, ordering: .relaxed) }
    }

    /// Called by the library's objects as they are made: counts one more live resource if
    /// counting is on, and says whether it did, for `uncount` when the object goes.
    @usableFromInline
    static func count() -> Bool {
        if !counting.load(ordering: .relaxed) { return false }
        counter.wrappingAdd(1, ordering: .relaxed)
        return true
    }

    /// Called by the library's objects as they go, with what `count` returned.
    @usableFromInline
    static func uncount(_ counted: Bool) {
        if counted { counter.wrappingSubtract(1, ordering: .relaxed) }
    }

    /// Counts one more live resource, whether or not counting is on. Call from the resource's
    /// initializer.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        Int32(truncatingIfNeeded: counter.wrappingAdd(1, ordering: .relaxed).newValue)
    }

    /// Counts one less live resource. Call from the deinitializer of a resource counted with
    /// `incrementTotal`.
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
