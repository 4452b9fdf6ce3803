import Synchronization

/// Emits to its current observers only what arrives after they subscribed.
///
/// After a terminal event, new observers receive only that event. After `dispose()`, new
/// observers receive `RxError.disposed`. Thread-safe; observers are called outside the lock.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, Cancelable, ObserverType, SynchronizedUnsubscribeType, @unchecked Sendable { // reason: all state sits behind `state`.
    public typealias SubjectObserverType = PublishSubject<Element>
    @usableFromInline typealias Observers = SubjectObservers<Element>

    @usableFromInline
    struct State {
        @usableFromInline var observers: Observers
        @usableFromInline var isDisposed = false
        @usableFromInline var isStopped = false
        @usableFromInline var stoppedEvent: Event<Element>?

        @usableFromInline init(mark: DispatchMark) { observers = Observers(mark: mark) }
    }

    @usableFromInline let state: LockedState<State>

    /// Set while the single observer is called unretained (see `SubjectObservers`); also in
    /// `state`, for whoever removes an observer. Read here without a retain per event.
    @usableFromInline let mark: DispatchMark

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
        let mark = DispatchMark()
        let state = LockedState(State(mark: mark))
        self.state = state
        self.mark = mark
        unsubscribe = { key in _ = state.withLock { $0.observers.remove(key) } }
        subscribeAnyObserver = { subject, observer in subject.subscribeObserver(observer) }
        super.init()
    }

    deinit {
        // Held subscriptions keep `state` alive: release what the subject held now, as the
        // subject's own storage would be.
        // No dispatch can be in flight: `on` runs only while the subject is alive.
        var retired: [Observers.Node] = []
        let released: (Bag<AnyObserver<Element>>, Event<Element>?) = state.withLock { state in
            let held = (state.observers.removeAll(released: &retired), state.stoppedEvent)
            state.stoppedEvent = nil
            return held
        }
        _ = released
        _ = retired
    }

    /// Sends `event` to every current observer.
    ///
    /// Inlinable so that a client's `onNext` is specialised for its element type.
    @inlinable
    public func on(_ event: Event<Element>) {
        if case .next = event {
            let plan: SubjectDispatch<Element> = state.withLock { state in
                if state.isDisposed || state.isStopped { return .none }
                return state.observers.dispatchPlan()
            }
            plan.send(event, mark: mark) {
                _ = state.withLock { $0.observers.finishDispatch() }
            }
            return
        }
        var released: [Observers.Node] = []
        let observers: BagSnapshot<AnyObserver<Element>> = state.withLock { state in
            if state.stoppedEvent != nil || state.isStopped { return .empty }
            state.stoppedEvent = event
            state.isStopped = true
            return state.observers.removeAll(released: &released).snapshot
        }
        observers.dispatch(event)
        _ = consume released
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
        var retired: [Observers.Node] = []
        let removed: (Bag<AnyObserver<Element>>, Event<Element>?) = state.withLock { state in
            state.isDisposed = true
            let held = (state.observers.removeAll(released: &retired), state.stoppedEvent)
            state.stoppedEvent = nil
            return held
        }
        _ = removed
        _ = retired
    }
}

@usableFromInline
enum PublishSubjectOutcome<Element> { case subscribed(BagKey), stopped(Event<Element>), disposed }
