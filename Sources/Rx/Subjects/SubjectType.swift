/// A sequence that is also an observer: what it observes, it emits.
public protocol SubjectType: ObservableType {
    /// The observer side's type.
    associatedtype Observer: ObserverType

    /// The observer side.
    func asObserver() -> Observer
}

/// A subject that removes an observer by key when its subscription is disposed.
protocol SynchronizedUnsubscribeType: AnyObject {
    func synchronizedUnsubscribe(_ key: BagKey)
}

/// The subscription to a subject: disposing it removes the observer.
struct SubscriptionDisposable<Owner: SynchronizedUnsubscribeType>: Disposable {
    private let key: BagKey
    private weak var owner: Owner?

    init(owner: Owner, key: BagKey) {
        self.owner = owner
        self.key = key
    }

    func dispose() { owner?.synchronizedUnsubscribe(key) }
}
