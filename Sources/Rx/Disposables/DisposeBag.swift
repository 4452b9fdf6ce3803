import Synchronization

/// Holds disposables and disposes them all when it is deinitialised (ARC-driven cleanup).
///
/// To dispose early, replace the bag: `bag = DisposeBag()`. Inserting into a bag that is
/// being deinitialised disposes the addition at once.
public final class DisposeBag: DisposeBase, @unchecked Sendable { // reason: all state sits behind `state`'s mutex.
    @usableFromInline
    struct State {
        @usableFromInline var disposables: [Disposable] = []
        @usableFromInline var isDisposed = false

        @inlinable init() {}
    }

    // The state and its pthread mutex in one allocation (ThreadSanitizer sees the mutex,
    // unlike `Mutex`'s futex); never held while disposing.
    @usableFromInline let state = LockedState(State())

    /// An empty bag. Inlinable, like `insertValue`, so that `disposed(by:)` on a new
    /// subscription compiles in the client, where the subscription moves into the bag.
    @inlinable
    public override init() { super.init() }

    /// A bag holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        insert(disposables)
    }

    /// A bag holding `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// Adds a disposable to the bag.
    public func insert(_ disposable: Disposable) {
        insertValue(disposable)
    }

    /// `insert` for a value of a known type: `disposed(by:)` hands its value over without
    /// first wrapping it in an existential of its own, so it is copied once, into the array
    /// (wrapping it first cost a second copy, a retain and a release per insertion).
    @inlinable
    func insertValue<Value: Disposable>(_ disposable: Value) {
        let accepted = state.withLock { state -> Bool in
            if state.isDisposed { return false }
            // Room for a few at once: growing one by one cost an allocation and a move of
            // every element at 1, 2, 4 and 8 entries.
            if state.disposables.capacity == 0 { state.disposables.reserveCapacity(8) }
            state.disposables.append(disposable)
            return true
        }
        if !accepted { disposable.dispose() }
    }

    /// Adds several disposables to the bag.
    public func insert(_ disposables: Disposable...) { insert(disposables) }

    /// Adds several disposables to the bag.
    public func insert(_ disposables: [Disposable]) {
        let accepted = state.withLock { state -> Bool in
            if state.isDisposed { return false }
            state.disposables.append(contentsOf: disposables)
            return true
        }
        if !accepted { disposables.forEach { $0.dispose() } }
    }

    private func dispose() {
        var all = state.withLock { state -> [Disposable] in
            state.isDisposed = true
            var all: [Disposable] = []
            swap(&all, &state.disposables)
            return all
        }
        // In insertion order, each moved out of the array rather than copied (reading an
        // element in place copied it: a retain and a release per disposable).
        all.reverse()
        while let disposable = all.popLast() { disposable.dispose() }
    }

    deinit { dispose() }
}

extension DisposeBag {
    /// Result builder so that `bag.insert { a; b }` reads like a list.
    @resultBuilder
    public enum DisposableBuilder {
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] { disposables }
    }

    /// A bag holding the disposables built by `builder`: `DisposeBag { a; b }`.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Adds the disposables built by `builder`.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }
}
