#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// State guarded by a mutex, for state whose type is not `Sendable`.
///
/// `Synchronization.Mutex` requires its contents and results to be `sending`, which generic
/// element types (a subject's `Element`, an observer closure) cannot promise under Swift 6's
/// region rules. This is the same non-recursive mutex with a plain `inout` body. Never call
/// out to observers from inside `withLock`: take what you need out and call after.
final class LockedState<State>: @unchecked Sendable { // reason: every access to `state` goes through the mutex.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var state: State

    init(_ state: State) {
        self.state = state
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the state.
    @inline(__always)
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
