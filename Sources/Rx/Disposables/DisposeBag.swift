import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Holds disposables and disposes them all when it is deinitialised (ARC-driven cleanup).
///
/// To dispose early, replace the bag: `bag = DisposeBag()`. Inserting into a bag that is
/// being deinitialised disposes the addition at once. Disposes in insertion order.
public final class DisposeBag: DisposeBase, @unchecked Sendable { // reason: `disposables` and `isDisposed` are touched only while holding `lock`.
    // One allocation per bag besides the entries' array: the lock is an atomic word in the
    // bag itself rather than a pthread mutex in a separate `LockedState` (a second allocation,
    // and two calls into libc per insertion). Held only for an append or a swap, never while
    // disposing, so a waiter spins briefly and then yields; its atomics are visible to
    // ThreadSanitizer, unlike `Mutex`'s futex.
    @usableFromInline let lock = Atomic<Int>(0)
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var disposables: [Disposable] = [] // reason: only under `lock`.
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var isDisposed = false // reason: only under `lock`.

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

    /// Takes `lock`: one compare-and-swap when no other thread holds it.
    @inlinable @inline(__always)
    func lockBag() {
        if lock.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { return }
        lockBagContended()
    }

    /// Waits for `lock`: spins while the holder appends or swaps, then yields the processor.
    @usableFromInline
    func lockBagContended() {
        var spins = 0
        while true {
            if lock.load(ordering: .relaxed) == 0,
               lock.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { return }
            spins += 1
            if spins > 64 { sched_yield() }
        }
    }

    @inlinable @inline(__always)
    func unlockBag() { lock.store(0, ordering: .releasing) }

    /// Adds a disposable to the bag.
    public func insert(_ disposable: Disposable) {
        insertValue(disposable)
    }

    /// `insert` for a value of a known type: `disposed(by:)` hands its value over without
    /// first wrapping it in an existential of its own, and moves it into the array (a copy
    /// cost a retain and a release per insertion).
    @inlinable
    func insertValue<Value: Disposable>(_ disposable: consuming Value) {
        lockBag()
        if isDisposed {
            unlockBag()
            disposable.dispose()
            return
        }
        // Room for a few at once: growing one by one cost an allocation and a move of
        // every element at 1, 2, 4 and 8 entries.
        if disposables.capacity == 0 { disposables.reserveCapacity(8) }
        disposables.append(disposable)
        unlockBag()
    }

    /// Adds several disposables to the bag.
    public func insert(_ disposables: Disposable...) { insert(disposables) }

    /// Adds several disposables to the bag.
    public func insert(_ disposables: [Disposable]) {
        lockBag()
        if isDisposed {
            unlockBag()
            disposables.forEach { $0.dispose() }
            return
        }
        self.disposables.append(contentsOf: disposables)
        unlockBag()
    }

    private func dispose() {
        lockBag()
        isDisposed = true
        var all: [Disposable] = []
        swap(&all, &disposables)
        unlockBag()
        // In insertion order, each called in place (borrowed from the buffer: iterating the
        // array copied each element, a retain and a release); all are released together
        // afterwards, as RxSwift's bag releases its array after disposing every entry.
        all.withUnsafeBufferPointer { entries in
            for index in entries.indices { entries[index].dispose() }
        }
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
