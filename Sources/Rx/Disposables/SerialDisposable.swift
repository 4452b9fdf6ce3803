import Synchronization

/// Holds one disposable at a time: setting a new one disposes the previous.
public final class SerialDisposable: DisposeBase, Cancelable, @unchecked Sendable { // reason: all state sits behind `state`.
    private struct State {
        var current: Disposable?
        var isDisposed = false
    }

    private let state = LockedState(State())

    public override init() { super.init() }

    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// The current disposable. Setting it disposes the previous one; setting it after
    /// `dispose()` disposes the new one at once.
    public var disposable: Disposable {
        get { state.withLock { $0.current } ?? Disposables.create() }
        set {
            let (previous, rejected) = state.withLock { state -> (Disposable?, Bool) in
                if state.isDisposed { return (nil, true) }
                let previous = state.current
                state.current = newValue
                return (previous, false)
            }
            previous?.dispose()
            if rejected { newValue.dispose() }
        }
    }

    public func dispose() {
        let current = state.withLock { state -> Disposable? in
            if state.isDisposed { return nil }
            state.isDisposed = true
            let current = state.current
            state.current = nil
            return current
        }
        current?.dispose()
    }
}
