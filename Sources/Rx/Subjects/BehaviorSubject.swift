import Synchronization

/// Holds a current value: new observers receive it first, then what follows.
///
/// After a terminal event, new observers receive only that event; `value()` then returns the
/// last element after completion and throws the error after an error. Thread-safe.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, SynchronizedUnsubscribeType, Cancelable, @unchecked Sendable { // reason: all state sits behind `state`.
    public typealias SubjectObserverType = BehaviorSubject<Element>
    @usableFromInline typealias Observers = SubjectObservers<Element>

    @usableFromInline
    struct State {
        @usableFromInline var element: Element
        @usableFromInline var observers: Observers
        @usableFromInline var isDisposed = false
        @usableFromInline var stoppedEvent: Event<Element>?

        @usableFromInline init(element: Element, mark: DispatchMark) {
            self.element = element
            observers = Observers(mark: mark)
        }
    }

    @usableFromInline let state: LockedState<State>

    /// Set while the single observer is called unretained (see `SubjectObservers`); also in
    /// `state`, for whoever removes an observer. Read here without a retain per event.
    @usableFromInline let mark: DispatchMark

    /// Removes an observer; a closure written in the inlinable `init`, so that unsubscribing
    /// (reached through `SubscriptionDisposable`'s generic witness) runs specialised code.
    @usableFromInline let unsubscribe: (BehaviorSubject<Element>, BagKey) -> Void

    /// `subscribe` for an `AnyObserver`, written in the inlinable `init` like `unsubscribe`:
    /// the library's specialised operators subscribe through it (see `subscribeErased`).
    @usableFromInline let subscribeAnyObserver: (BehaviorSubject<Element>, AnyObserver<Element>) -> Disposable

    /// Creates a subject holding `value`.
    @inlinable
    public init(value: Element) {
        let mark = DispatchMark()
        state = LockedState(recursive: State(element: value, mark: mark))
        self.mark = mark
        unsubscribe = { subject, key in _ = subject.state.withLock { $0.observers.remove(key) } }
        subscribeAnyObserver = { subject, observer in subject.subscribe(observer) }
        super.init()
    }

    /// `true` when at least one observer is subscribed.
    public var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }

    /// `true` after `dispose()`.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// The current value; throws the error after `.error`, `RxError.disposed` after `dispose()`.
    public func value() throws -> Element {
        let result: Result<Element, Swift.Error> = state.withLock { state in
            if state.isDisposed { return .failure(RxError.disposed(object: self)) }
            if let error = state.stoppedEvent?.error { return .failure(error) }
            return .success(state.element)
        }
        return try result.get()
    }

    /// Stores a `.next` element as the current value and sends `event` to every observer.
    ///
    /// Inlinable so that a client's `onNext` is specialised for its element type.
    @inlinable
    public func on(_ event: Event<Element>) {
        let plan: SubjectDispatch<Element> = state.withLock { state in
            if state.stoppedEvent != nil || state.isDisposed { return .none }
            switch event {
            case .next(let element):
                state.element = element
                return state.observers.dispatchPlan()
            case .error, .completed:
                // Observers stay subscribed after a terminal event, as in RxSwift.
                state.stoppedEvent = event
                return .retained(state.observers.bag.snapshot, released: [])
            }
        }
        plan.send(event, mark: mark) {
            _ = state.withLock { $0.observers.finishDispatch() }
        }
    }

    @inlinable
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // The current value goes out while the lock is held, as in RxSwift: a concurrent
        // `onNext` can then never reach the new observer before its first value.
        state.holdingLock {
            let outcome: BehaviorSubjectOutcome<Element> = state.withLock { state in
                if state.isDisposed { return .disposed }
                if let stoppedEvent = state.stoppedEvent { return .stopped(stoppedEvent) }
                return .subscribed(state.observers.insert(AnyObserver(observer)), state.element)
            }
            switch outcome {
            case .subscribed(let key, let element):
                observer.on(.next(element))
                return SubscriptionDisposable(owner: self, key: key)
            case .stopped(let event):
                observer.on(event)
                return Disposables.create()
            case .disposed:
                observer.on(.error(RxError.disposed(object: self)))
                return Disposables.create()
            }
        }
    }

    @usableFromInline
    override func subscribeErased(_ observer: consuming AnyObserver<Element>) -> Disposable {
        subscribeAnyObserver(self, observer)
    }

    @usableFromInline
    func synchronizedUnsubscribe(_ key: BagKey) {
        unsubscribe(self, key)
    }

    /// Returns itself.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Removes every observer; later use reports `RxError.disposed`.
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
enum BehaviorSubjectOutcome<Element> { case subscribed(BagKey, Element), stopped(Event<Element>), disposed }
