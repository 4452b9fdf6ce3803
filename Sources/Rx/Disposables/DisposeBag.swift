import Synchronization

/// Holds disposables and disposes them all when it is deinitialised (ARC-driven cleanup).
///
/// To dispose early, replace the bag: `bag = DisposeBag()`. Inserting into a bag that is
/// being deinitialised disposes the addition at once.
public final class DisposeBag: DisposeBase, @unchecked Sendable { // reason: all state sits behind `lock`.
    private struct State {
        var disposables: [Disposable] = []
        var isDisposed = false
    }

    // A pthread mutex (ThreadSanitizer sees it, unlike `Mutex`'s futex); the state in the bag.
    private let lock = RecursiveLock(recursive: false) // never held while disposing
    @exclusivity(unchecked) private var unsafeState = State() // reason: touched only inside `withState`, under `lock`.

    /// Runs `body` with the state, holding the lock.
    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&unsafeState)
    }

    /// An empty bag.
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
        let accepted = withState { state -> Bool in
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
        let accepted = withState { state -> Bool in
            if state.isDisposed { return false }
            state.disposables.append(contentsOf: disposables)
            return true
        }
        if !accepted { disposables.forEach { $0.dispose() } }
    }

    private func dispose() {
        let all = withState { state -> [Disposable] in
            let all = state.disposables
            state.disposables.removeAll()
            state.isDisposed = true
            return all
        }
        for index in all.indices { all[index].dispose() }
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
