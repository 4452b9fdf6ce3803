#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// State guarded by a mutex, for state whose type is not `Sendable`.
///
/// `Synchronization.Mutex` requires its contents and results to be `sending`, which generic
/// element types (a subject's `Element`, an observer closure) cannot promise under Swift 6's
/// region rules. This is a pthread mutex with a plain `inout` body. Never call out to
/// observers from inside `withLock`: take what you need out and call after.
///
/// A pthread mutex rather than `Mutex<Void>`'s `_unsafeLock`: the latter measured 2–4 ns
/// faster per event, but its futex is invisible to ThreadSanitizer, which then reports every
/// guarded access as a race; `swift test --sanitize=thread` must stay clean.
///
/// The state and the mutex share one heap allocation and are reached through pointers, so
/// the per-event paths of subjects pay neither a second indirection nor the dynamic
/// exclusivity checks that an `inout` class property would cost.
@usableFromInline
struct LockedState<State>: @unchecked Sendable { // reason: every access to the state goes through the mutex.
    @usableFromInline let storage: LockedStateStorage<State>

    @inlinable
    init(_ state: State) {
        storage = LockedStateStorage.make(state, recursive: false)
    }

    /// A state whose mutex the same thread may take again: for subjects that replay to a new
    /// observer while holding the lock (RxSwift's order), where the observer may call back.
    @inlinable
    init(recursive state: State) {
        storage = LockedStateStorage.make(state, recursive: true)
    }

    /// Holds the mutex around `body` without touching the state; `body` may call `withLock`
    /// again on the same thread. Only for states made with `init(recursive:)`.
    @inlinable
    func holdingLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointerToElements { mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body()
        }
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { state, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&state.pointee)
        }
    }
}

/// The single allocation behind a `LockedState`: the state as header, the mutex as element.
@usableFromInline
final class LockedStateStorage<State>: ManagedBuffer<State, pthread_mutex_t> {
    @inlinable
    static func make(_ state: State, recursive: Bool) -> LockedStateStorage<State> {
        let buffer = create(minimumCapacity: 1) { _ in state }
        buffer.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            if recursive {
                var attributes = pthread_mutexattr_t()
                pthread_mutexattr_init(&attributes)
                pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
                _ = pthread_mutex_init(mutex, &attributes)
                pthread_mutexattr_destroy(&attributes)
            } else {
                _ = pthread_mutex_init(mutex, nil)
            }
        }
        return unsafeDowncast(buffer, to: LockedStateStorage<State>.self)
    }

    deinit {
        // ManagedBuffer destroys the header (the state) itself; the mutex is ours to destroy.
        _ = withUnsafeMutablePointerToElements { pthread_mutex_destroy($0) }
    }
}
