/// A resource that can be released: a subscription, a scheduled action.
public protocol Disposable {
    /// Releases the resource. Calling it again does nothing.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// `true` once `dispose()` has been called.
    var isDisposed: Bool { get }
}

extension Disposable {
    /// Adds this disposable to `bag`; it is disposed when the bag is. Consuming, so that a
    /// new subscription moves into the bag instead of being copied there and released here.
    @inlinable
    public consuming func disposed(by bag: DisposeBag) {
        bag.insertValue(consume self)
    }
}
