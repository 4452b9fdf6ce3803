/// A sequence that is also an observer: what it observes, it emits.
public protocol SubjectType: ObservableType {
    /// The observer side's type.
    associatedtype Observer: ObserverType

    /// The observer side.
    func asObserver() -> Observer
}

/// A subject that removes an observer by key when its subscription is disposed.
@usableFromInline
protocol SynchronizedUnsubscribeType: AnyObject {
    func synchronizedUnsubscribe(_ key: BagKey)
}

/// The subscription to a subject: disposing it removes the observer.
@usableFromInline
struct SubscriptionDisposable<Owner: SynchronizedUnsubscribeType>: Disposable {
    @usableFromInline let key: BagKey
    @usableFromInline weak var owner: Owner?

    @inlinable
    init(owner: Owner, key: BagKey) {
        self.owner = owner
        self.key = key
    }

    @inlinable
    func dispose() { owner?.synchronizedUnsubscribe(key) }
}
