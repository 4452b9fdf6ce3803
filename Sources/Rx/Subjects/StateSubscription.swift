/// The subscription to a subject that removes its observer straight from the subject's state.
///
/// It holds the state (not the subject) strongly, through the subject's `remove` closure, so a
/// held subscription never keeps its subject alive; the subject empties its state when it goes
/// away, so nothing it held outlives it either. Cheaper than `SubscriptionDisposable`'s weak
/// reference (no side-table traffic) and non-generic, so disposing it through a `Disposable`
/// existential runs the specialised closure directly. Fits an existential's inline buffer.
@usableFromInline
struct StateSubscription: Disposable {
    @usableFromInline let key: BagKey
    /// Removes the observer under `key`; written in the subject's inlinable `init`.
    @usableFromInline let remove: (BagKey) -> Void

    @inlinable
    init(key: BagKey, remove: @escaping (BagKey) -> Void) {
        self.key = key
        self.remove = remove
    }

    @inlinable
    func dispose() { remove(key) }
}
