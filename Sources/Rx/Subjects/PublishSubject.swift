import Synchronization

/// Emits to its current observers only what arrives after they subscribed.
///
/// After a terminal event, new observers receive only that event. After `dispose()`, new
/// observers receive `RxError.disposed`. Thread-safe; observers are called outside the lock.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, Cancelable, ObserverType, SynchronizedUnsubscribeType, @unchecked Sendable { // reason: all state sits behind `state`.
    public typealias SubjectObserverType = PublishSubject<Element>
    @usableFromInline typealias Observers = Bag<AnyObserver<Element>>

    @usableFromInline
    struct State {
        @usableFromInline var observers = Observers()
        @usableFromInline var isDisposed = false
        @usableFromInline var isStopped = false
        @usableFromInline var stoppedEvent: Event<Element>?

        @usableFromInline init() {}
    }

    @usableFromInline let state: LockedState<State>

    /// `true` when at least one observer is subscribed.
    public var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }

    /// `true` after `dispose()`.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Removes an observer from `state`; a closure written in the inlinable `init`, so that
    /// unsubscribing runs specialised code. Subscriptions hold it (see `StateSubscription`).
    @usableFromInline let unsubscribe: (BagKey) -> Void

    /// `subscribe` for an `AnyObserver`, written in the inlinable `init` like `unsubscribe`:
    /// the library's specialised operators subscribe through it (see `subscribeErased`).
    @usableFromInline let subscribeAnyObserver: (PublishSubject<Element>, consuming AnyObserver<Element>) -> Disposable

    /// Creates a subject with no observers.
    @inlinable
    public override init() {
        let state = LockedState(State())
        self.state = state
        unsubscribe = { key in _ = state.withLock { $0.observers.removeKey(key) } }
        subscribeAnyObserver = { subject, observer in subject.subscribeObserver(observer) }
        super.init()
    }

    deinit {
        // Held subscriptions keep `state` alive: release what the subject held now, as the
        // subject's own storage would be.
        let released: (Observers, Event<Element>?) = state.withLock { state in
            let held = (state.observers, state.stoppedEvent)
            state.observers.removeAll()
            state.stoppedEvent = nil
            return held
        }
        _ = released
    }

    /// Sends `event` to every current observer.
    ///
    /// Inlinable so that a client's `onNext` is specialised for its element type.
    @inlinable
    public func on(_ event: Event<Element>) {
        let observers: BagSnapshot<AnyObserver<Element>> = state.withLock { state in
            switch event {
            case .next:
                if state.isDisposed || state.isStopped { return .empty }
                return state.observers.snapshot
            case .error, .completed:
                if state.stoppedEvent != nil || state.isStopped { return .empty }
                state.stoppedEvent = event
                state.isStopped = true
                let observers = state.observers.snapshot
                state.observers.removeAll()
                return observers
            }
        }
        observers.dispatch(event)
    }

    @inlinable
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeObserver(AnyObserver(observer))
    }

    /// Subscribes `observer`, moving it into the observers rather than copying it (one
    /// retain and release fewer per subscription).
    @inlinable
    func subscribeObserver(_ observer: consuming AnyObserver<Element>) -> Disposable {
        var pending = Optional(observer)
        let outcome: PublishSubjectOutcome<Element> = state.withLock { state in
            if let stoppedEvent = state.stoppedEvent { return .stopped(stoppedEvent) }
            if state.isDisposed { return .disposed }
            return .subscribed(state.observers.insert(pending.take()!))
        }
        switch outcome {
        case .subscribed(let key):
            return StateSubscription(key: key, remove: unsubscribe)
        case .stopped(let event):
            pending?.on(event)
            return Disposables.create()
        case .disposed:
            pending?.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
    }

    @usableFromInline
    override func subscribeErased(_ observer: consuming AnyObserver<Element>) -> Disposable {
        subscribeAnyObserver(self, observer)
    }

    @usableFromInline
    func synchronizedUnsubscribe(_ key: BagKey) {
        unsubscribe(key)
    }

    /// Returns itself.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Removes every observer; later subscribers receive `RxError.disposed`.
    public func dispose() {
        state.withLock { state in
            state.isDisposed = true
            state.observers.removeAll()
            state.stoppedEvent = nil
        }
    }
}

@usableFromInline
enum PublishSubjectOutcome<Element> { case subscribed(BagKey), stopped(Event<Element>), disposed }
