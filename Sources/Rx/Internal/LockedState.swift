#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// State guarded by a mutex, for state whose type is not `Sendable`.
///
/// `Synchronization.Mutex` requires its contents and results to be `sending`, which generic
/// element types (a subject's `Element`, an observer closure) cannot promise under Swift 6's
/// region rules. This uses the same lock (`Mutex<Void>`: one compare-and-swap to take it
/// uncontended, a priority-inheriting futex that queues waiters under contention) around a
/// plain `inout` body. Never call out to observers from inside `withLock`: take what you
/// need out and call after.
///
/// The state and the lock share one heap allocation and the state is reached without dynamic
/// exclusivity checks, so the per-event paths of subjects pay only the two atomics.
@usableFromInline
struct LockedState<State>: @unchecked Sendable { // reason: every access to the state goes through the mutex.
    @usableFromInline let storage: LockedStateStorage<State>

    @inlinable
    init(_ state: State) {
        storage = LockedStateStorage(state, recursive: false)
    }

    /// A state whose mutex the same thread may take again: for subjects that replay to a new
    /// observer while holding the lock (RxSwift's order), where the observer may call back.
    @inlinable
    init(recursive state: State) {
        storage = LockedStateStorage(state, recursive: true)
    }

    /// Holds the mutex around `body` without touching the state; `body` may call `withLock`
    /// again on the same thread. Only for states made with `init(recursive:)`.
    @inlinable
    func holdingLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        storage.lock()
        defer { storage.unlock() }
        return try body()
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        storage.lock()
        defer { storage.unlock() }
        return try body(&storage.state)
    }
}

/// The single allocation behind a `LockedState`: the lock, the state, and for a recursive
/// state the owning thread and its depth.
@usableFromInline
final class LockedStateStorage<State> {
    @usableFromInline let mutex = Mutex<Void>(())
    @usableFromInline let isRecursive: Bool
    /// The thread holding a recursive lock, or 0. Written only by the holder, so a thread that
    /// reads its own id here holds the lock; relaxed ordering suffices for that test.
    @usableFromInline let owner = Atomic<UInt>(0)
    /// How many times the owner has taken a recursive lock.
    @exclusivity(unchecked) @usableFromInline var depth = 0 // reason: touched only by the thread holding the mutex.
    @exclusivity(unchecked) @usableFromInline var state: State // reason: touched only while the mutex is held.

    @inlinable
    init(_ state: State, recursive: Bool) {
        self.state = state
        isRecursive = recursive
    }

    /// Takes the lock; called by `LockedState` before it touches the state.
    @inlinable @inline(__always)
    func lock() {
        if isRecursive { lockRecursively() } else { mutex._unsafeLock() }
    }

    /// Releases the lock taken by `lock()`.
    @inlinable @inline(__always)
    func unlock() {
        if isRecursive { unlockRecursively() } else { mutex._unsafeUnlock() }
    }

    @inlinable
    func lockRecursively() {
        let me = currentThreadIdentifier()
        if owner.load(ordering: .relaxed) == me {
            depth += 1
            return
        }
        mutex._unsafeLock()
        owner.store(me, ordering: .relaxed)
        depth = 1
    }

    @inlinable
    func unlockRecursively() {
        depth -= 1
        if depth == 0 {
            owner.store(0, ordering: .relaxed)
            mutex._unsafeUnlock()
        }
    }
}

/// A number that identifies the calling thread while it runs (never 0): `pthread_self()`,
/// portable where the toolchain's private thread-id shim is not.
@inlinable @inline(__always)
func currentThreadIdentifier() -> UInt {
    #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
    #else
    return UInt(pthread_self())
    #endif
}
