import Synchronization

/// A sequence that starts its source only when `connect()` is called.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    /// Subscribes the subject to the source; the result disconnects.
    public func connect() -> Disposable { rxAbstractMethod() }
}

/// A sequence with an explicit `connect()`.
public protocol ConnectableObservableType: ObservableType {
    /// Starts the shared subscription to the source. Disposing the result stops it.
    func connect() -> Disposable
}

extension ObservableType {
    /// Shares one subscription to the source through `subject`, started by `connect()`.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { subject })
    }

    /// Like `multicast(_:)`, with a new subject from `makeSubject` for each connection.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
    }

    /// Multicasts through a `PublishSubject`, a fresh one for each connection, so a
    /// subscriber of an earlier connection never sees a later connection's events.
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }

    /// Multicasts through a `ReplaySubject` of `bufferSize`, a fresh one for each connection.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// Multicasts through an unbounded `ReplaySubject`, a fresh one for each connection.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbound() })
    }
}

extension ConnectableObservableType {
    /// Connects on the first subscriber and disconnects when the last one leaves.
    public func refCount() -> Observable<Element> {
        RefCount(source: self)
    }
}

final private class Connection<Subject: SubjectType>: ObserverType, Disposable {
    typealias Element = Subject.Observer.Element

    private var parent: ConnectableObservableAdapter<Subject>?
    private var subscription: Disposable?
    private let subjectObserver: Subject.Observer
    private let lock: RecursiveLock
    // Read by `on` without the lock, as RxSwift does: `connect()` holds the lock while it
    // subscribes to the source, so an event from another thread that took the lock here would
    // wait for that subscription, which may be waiting for the event's thread (a `flatMap`
    // whose inner sequence emits on another queue: RxSwift's issue 1323).
    private let disposed = Atomic<Bool>(false)

    init(parent: ConnectableObservableAdapter<Subject>, subjectObserver: Subject.Observer, lock: RecursiveLock, subscription: Disposable) {
        self.parent = parent
        self.subscription = subscription
        self.lock = lock
        self.subjectObserver = subjectObserver
    }

    func on(_ event: Event<Element>) {
        if disposed.load(ordering: .acquiring) { return }
        if event.isStopEvent { dispose() }
        subjectObserver.on(event)
    }

    func dispose() {
        let subscription: Disposable? = lock.performLocked {
            if disposed.exchange(true, ordering: .acquiringAndReleasing) { return nil }
            if let parent, parent.connection === self {
                parent.connection = nil
                parent.subject = nil
            }
            parent = nil
            let subscription = self.subscription
            self.subscription = nil
            return subscription
        }
        subscription?.dispose()
    }
}

final private class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element> {
    typealias ConnectionType = Connection<Subject>

    private let source: Observable<Subject.Observer.Element>
    private let makeSubject: () -> Subject
    fileprivate let lock = RecursiveLock()
    fileprivate var subject: Subject?
    fileprivate var connection: ConnectionType?

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
    }

    private var lazySubject: Subject {
        if let subject { return subject }
        let subject = makeSubject()
        self.subject = subject
        return subject
    }

    override func connect() -> Disposable {
        lock.performLocked {
            if let connection { return connection }
            let subscription = SingleAssignmentDisposable()
            let connection = Connection(parent: self, subjectObserver: lazySubject.asObserver(), lock: lock, subscription: subscription)
            self.connection = connection
            subscription.setDisposable(source.subscribe(connection))
            return connection
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Subject.Element {
        let subject = lock.performLocked { lazySubject }
        return subject.subscribe(observer)
    }
}

final private class RefCountSink<Connectable: ConnectableObservableType, Observer: ObserverType>: Sink<Observer>, ObserverType where Connectable.Element == Observer.Element {
    typealias Element = Observer.Element
    private let parent: RefCount<Connectable>
    private var connectionIdSnapshot: Int64 = -1

    init(parent: RefCount<Connectable>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let subscription = parent.source.subscribe(self)
        parent.lock.lock()
        connectionIdSnapshot = parent.connectionId
        if isDisposed {
            parent.lock.unlock()
            return Disposables.create()
        }
        if parent.count == 0 {
            parent.count = 1
            parent.connectableSubscription = parent.source.connect()
        } else {
            parent.count += 1
        }
        parent.lock.unlock()

        return Disposables.create {
            subscription.dispose()
            self.parent.lock.lock()
            defer { self.parent.lock.unlock() }
            if self.parent.connectionId != self.connectionIdSnapshot { return }
            if self.parent.count == 1 {
                self.parent.count = 0
                guard let connectable = self.parent.connectableSubscription else { return }
                connectable.dispose()
                self.parent.connectableSubscription = nil
            } else if self.parent.count > 1 {
                self.parent.count -= 1
            }
        }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            parent.lock.lock()
            if parent.connectionId == connectionIdSnapshot {
                let connection = parent.connectableSubscription
                defer { connection?.dispose() }
                parent.count = 0
                parent.connectionId = parent.connectionId &+ 1
                parent.connectableSubscription = nil
            }
            parent.lock.unlock()
            forwardOn(event)
            dispose()
        }
    }
}

final private class RefCount<Connectable: ConnectableObservableType>: Producer<Connectable.Element> {
    fileprivate let lock = RecursiveLock()
    fileprivate var count = 0
    fileprivate var connectionId: Int64 = 0
    fileprivate var connectableSubscription: Disposable?
    fileprivate let source: Connectable

    init(source: Connectable) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Connectable.Element {
        let sink = RefCountSink(parent: self, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run())
    }
}
