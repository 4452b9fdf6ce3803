import Synchronization

/// A disposable set exactly once; disposing before it is set disposes it as soon as it is.
///
/// Setting it twice is programmer misuse and traps.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable, @unchecked Sendable { // reason: the flags are atomic; `current` is published through them.
    private static let disposedFlag = 1
    private static let assignedFlag = 2

    private let state = Atomic<Int>(0)
    @exclusivity(unchecked) private nonisolated(unsafe) var current: Disposable? // reason: written once before `assignedFlag` is published.

    public override init() { super.init() }

    public var isDisposed: Bool { state.load(ordering: .acquiring) & Self.disposedFlag != 0 }

    /// Sets the disposable. Traps when called twice.
    public func setDisposable(_ disposable: Disposable) {
        current = disposable
        let previous = state.bitwiseOr(Self.assignedFlag, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.assignedFlag != 0 {
            rxFatalError("SingleAssignmentDisposable: the disposable was already set.")
        }
        if previous & Self.disposedFlag != 0 {
            disposable.dispose()
            current = nil
        }
    }

    public func dispose() {
        let previous = state.bitwiseOr(Self.disposedFlag, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedFlag != 0 { return }
        if previous & Self.assignedFlag != 0 {
            let disposable = current
            current = nil
            disposable?.dispose()
        }
    }
}
