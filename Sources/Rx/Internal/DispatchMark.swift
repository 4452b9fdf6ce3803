import Synchronization

/// Says whether a subject is calling its single observer without holding a reference to it.
///
/// Bit 1: a dispatch is in flight, set under the subject's lock and cleared after the call
/// with a releasing store (no lock, no locked instruction). Bit 2: an observer was retired
/// while it was in flight, so the dispatcher takes the lock after its call to free it.
///
/// A non-generic class of its own: an `Atomic` stored in a generic class crashes the Swift 6.3
/// optimiser under cross-module optimisation. The subject holds it as a `let` (read without a
/// retain on the per-event path) and its locked state holds it too, for whoever removes an
/// observer.
@usableFromInline
final class DispatchMark: Sendable {
    @usableFromInline let bits = Atomic<Int>(0)

    @inlinable init() {}

    /// Under the subject's lock: `true` when no unretained dispatch is in flight. Acquiring,
    /// so that the last dispatcher's call happened before anything freed after this.
    @inlinable @inline(__always)
    var isIdle: Bool { bits.load(ordering: .acquiring) & 1 == 0 }

    /// Under the subject's lock, after `isIdle`: marks a dispatch in flight (and drops a
    /// stale bit 2, whose observers the caller frees).
    @inlinable @inline(__always)
    func begin() { bits.store(1, ordering: .relaxed) }

    /// Under the subject's lock, when retiring an observer while a dispatch is in flight.
    @inlinable @inline(__always)
    func noteRetired() { bits.bitwiseOr(2, ordering: .relaxed) }

    /// After the call: clears the mark; `false` when an observer was retired meanwhile and the
    /// caller should free it under the lock (`clear()` there).
    @inlinable @inline(__always)
    func end() -> Bool {
        if bits.load(ordering: .relaxed) != 1 { return false }
        bits.store(0, ordering: .releasing)
        return true
    }

    /// Under the subject's lock: clears the mark.
    @inlinable @inline(__always)
    func clear() { bits.store(0, ordering: .releasing) }
}
