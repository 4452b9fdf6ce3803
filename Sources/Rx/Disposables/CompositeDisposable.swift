import Synchronization

/// A group of disposables disposed together; thread-safe.
///
/// Adding to a disposed group disposes the addition at once.
public final class CompositeDisposable: DisposeBase, Cancelable, @unchecked Sendable { // reason: all state sits behind `state`.
    /// Identifies a disposable in the group, for `remove(for:)`.
    public struct DisposeKey: Hashable, Sendable {
        let key: BagKey
    }

    private struct State {
        var disposables: Bag<Disposable>? = Bag()
        /// Mirrors `disposables == nil`, readable without copying the bag.
        var isDisposed = false
    }

    private let state = LockedState(State())

    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// An empty group.
    public override init() { super.init() }

    /// A group of two.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        super.init()
        _ = insert(disposable1)
        _ = insert(disposable2)
    }

    /// A group of three.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        super.init()
        _ = insert(disposable1)
        _ = insert(disposable2)
        _ = insert(disposable3)
    }

    /// A group of four or more.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposable4: Disposable, _ disposables: Disposable...) {
        super.init()
        for disposable in [disposable1, disposable2, disposable3, disposable4] + disposables { _ = insert(disposable) }
    }

    /// A group of any number.
    public init(disposables: [Disposable]) {
        super.init()
        for disposable in disposables { _ = insert(disposable) }
    }

    /// Adds a disposable; returns `nil` (after disposing it) when the group is already disposed.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: BagKey? = state.withLock { state in
            state.disposables?.insert(disposable)
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(key: key)
    }

    /// The number of disposables in the group.
    public var count: Int { state.withLock { $0.disposables?.count ?? 0 } }

    /// Removes the disposable for `disposeKey` from the group and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        let removed = state.withLock { state in state.disposables?.removeKey(disposeKey.key) }
        removed?.dispose()
    }

    public func dispose() {
        let all = state.withLock { state -> Bag<Disposable>? in
            let all = state.disposables
            state.disposables = nil
            state.isDisposed = true
            return all
        }
        all?.forEach { $0.dispose() }
    }
}
