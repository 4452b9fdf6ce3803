import Synchronization

/// A disposable that only records that it was disposed.
public final class BooleanDisposable: Cancelable, @unchecked Sendable { // reason: the only state is an atomic.
    /// An already disposed instance.
    public static let BooleanDisposableTrue = BooleanDisposable(isDisposed: true)

    private let disposed: Atomic<Bool>

    /// Creates a disposable, not yet disposed.
    public init() { disposed = Atomic(false) }

    /// Creates a disposable in the given state.
    public init(isDisposed: Bool) { disposed = Atomic(isDisposed) }

    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    public func dispose() { disposed.store(true, ordering: .releasing) }
}
