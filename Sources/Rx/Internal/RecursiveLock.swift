#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A re-entrant mutex for operators whose downstream may call back into them on the same
/// thread (merge, switch, combine): RxSwift's serialisation contract allows that.
@usableFromInline
final class RecursiveLock: @unchecked Sendable { // reason: a pthread mutex is thread-safe by construction.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A re-entrant lock; `recursive: false` gives a plain mutex (cheaper to make and take)
    /// for owners that never call out while holding it.
    @usableFromInline
    init(recursive: Bool = true) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        guard recursive else {
            pthread_mutex_init(mutex, nil)
            return
        }
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inlinable @inline(__always) func lock() { pthread_mutex_lock(mutex) }
    @inlinable @inline(__always) func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` holding the lock.
    @inlinable @inline(__always)
    func performLocked<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
