/// How long a `share` keeps its subject.
public enum SubjectLifetimeScope: Sendable {
    /// A new subject per connection: after the source ends or every subscriber leaves, the
    /// next subscriber starts afresh (no stale replay).
    case whileConnected
    /// One subject forever: later subscribers get its replay buffer and terminal event.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying the last
    /// `replay` elements to late subscribers.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch scope {
        case .forever:
            switch replay {
            case 0: return multicast(PublishSubject()).refCount()
            default: return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
            }
        case .whileConnected:
            switch replay {
            case 0: return ShareWhileConnected(source: asObservable(), replay: false)
            case 1: return ShareWhileConnected(source: asObservable(), replay: true)
            default: return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
            }
        }
    }
}

/// One connection of `ShareWhileConnected`: the shared subscription and its observers.
final private class ShareWhileConnectedConnection<Element>: ObserverType, SynchronizedUnsubscribeType {
    typealias Observers = Bag<(Event<Element>) -> Void>

    private let parent: ShareWhileConnected<Element>
    private let subscription = SingleAssignmentDisposable()
    private let lock: RecursiveLock
    private var disposed = false
    fileprivate var observers = Observers()
    /// The last element, when replaying; read under the lock.
    fileprivate var element: Element?
    private let replay: Bool

    init(parent: ShareWhileConnected<Element>, lock: RecursiveLock, replay: Bool) {
        self.parent = parent
        self.lock = lock
        self.replay = replay
    }

    func on(_ event: Event<Element>) {
        let observers: Observers = lock.performLocked {
            if disposed { return Observers() }
            switch event {
            case .next(let value):
                if replay { element = value }
                return self.observers
            case .error, .completed:
                let observers = self.observers
                synchronizedDispose()
                return observers
            }
        }
        observers.dispatch(event)
    }

    func connect() {
        subscription.setDisposable(parent.source.subscribe(self))
    }

    private func synchronizedDispose() {
        disposed = true
        if parent.connection === self { parent.connection = nil }
        observers = Observers()
    }

    func synchronizedUnsubscribe(_ key: BagKey) {
        let shouldDisconnect: Bool = lock.performLocked {
            guard observers.removeKey(key) != nil else { return false }
            if observers.isEmpty {
                synchronizedDispose()
                return true
            }
            return false
        }
        if shouldDisconnect { subscription.dispose() }
    }
}

/// `share(replay: 0 or 1, scope: .whileConnected)`: the source is subscribed when the first
/// observer arrives and disposed when the last leaves or it terminates.
final private class ShareWhileConnected<Element>: Observable<Element> {
    typealias Connection = ShareWhileConnectedConnection<Element>

    fileprivate let source: Observable<Element>
    private let lock = RecursiveLock()
    private let replay: Bool
    fileprivate var connection: Connection?

    init(source: Observable<Element>, replay: Bool) {
        self.source = source
        self.replay = replay
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock()
        let connection: Connection
        if let existing = self.connection {
            connection = existing
        } else {
            connection = Connection(parent: self, lock: lock, replay: replay)
            self.connection = connection
        }
        let count = connection.observers.count
        let key = connection.observers.insert(observer.on)
        let replayed = connection.element
        lock.unlock()
        // Replayed outside the lock, as RxSwift does since its issue 2653: an observer that
        // blocks on another thread subscribing here must not hold every subscriber up.
        if let replayed { observer.on(.next(replayed)) }
        if count == 0 { connection.connect() }
        return SubscriptionDisposable(owner: connection, key: key)
    }
}
