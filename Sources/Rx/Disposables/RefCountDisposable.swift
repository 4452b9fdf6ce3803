import Synchronization

/// Disposes its underlying disposable only after it and every handed-out reference are disposed.
public final class RefCountDisposable: DisposeBase, Cancelable, @unchecked Sendable { // reason: all state sits behind `state`.
    private struct State {
        var disposable: Disposable?
        var isPrimaryDisposed = false
        var count = 0
    }

    private let state: LockedState<State>

    /// Wraps `disposable`.
    public init(disposable: Disposable) {
        state = LockedState(State(disposable: disposable))
        super.init()
    }

    public var isDisposed: Bool { state.withLock { $0.disposable == nil } }

    /// A new reference that keeps the underlying disposable alive until it is disposed.
    public func retain() -> Disposable {
        let alive = state.withLock { state -> Bool in
            guard state.disposable != nil else { return false }
            state.count += 1
            return true
        }
        guard alive else { return Disposables.create() }
        // A handed-out reference keeps this object alive: the underlying disposable must be
        // disposed when the last reference goes, even if nobody else holds this object.
        return Disposables.create { self.release() }
    }

    private func release() {
        let toDispose = state.withLock { state -> Disposable? in
            guard let disposable = state.disposable else { return nil }
            state.count -= 1
            guard state.isPrimaryDisposed, state.count == 0 else { return nil }
            state.disposable = nil
            return disposable
        }
        toDispose?.dispose()
    }

    public func dispose() {
        let toDispose = state.withLock { state -> Disposable? in
            guard let disposable = state.disposable, !state.isPrimaryDisposed else { return nil }
            state.isPrimaryDisposed = true
            guard state.count == 0 else { return nil }
            state.disposable = nil
            return disposable
        }
        toDispose?.dispose()
    }
}
