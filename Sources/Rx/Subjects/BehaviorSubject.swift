import Synchronization

/// Holds a current value: new observers receive it first, then what follows.
///
/// After a terminal event, new observers receive only that event; `value()` then returns the
/// last element after completion and throws the error after an error. Thread-safe.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, SynchronizedUnsubscribeType, Cancelable, @unchecked Sendable { // reason: all state sits behind `state`.
    public typealias SubjectObserverType = BehaviorSubject<Element>
    @usableFromInline typealias Observers = Bag<AnyObserver<Element>>

    @usableFromInline
    struct State {
        @usableFromInline var element: Element
        @usableFromInline var observers = Observers()
        @usableFromInline var isDisposed = false
        @usableFromInline var stoppedEvent: Event<Element>?

        @usableFromInline init(element: Element) { self.element = element }
    }

    @usableFromInline let state: LockedState<State>

    /// Removes an observer; a closure written in the inlinable `init`, so that unsubscribing
    /// (reached through `SubscriptionDisposable`'s generic witness) runs specialised code.
    @usableFromInline let unsubscribe: (BehaviorSubject<Element>, BagKey) -> Void

    /// `subscribe` for an `AnyObserver`, written in the inlinable `init` like `unsubscribe`:
    /// the library's specialised operators subscribe through it (see `subscribeErased`).
    @usableFromInline let subscribeAnyObserver: (BehaviorSubject<Element>, AnyObserver<Element>) -> Disposable

    /// Creates a subject holding `value`.
    @inlinable
    public init(value: Element) {
        state = LockedState(recursive: State(element: value))
        unsubscribe = { subject, key in _ = subject.state.withLock { $0.observers.removeKey(key) } }
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
        let observers: BagSnapshot<AnyObserver<Element>> = state.withLock { state in
            if state.stoppedEvent != nil || state.isDisposed { return .empty }
            switch event {
            case .next(let element):
                state.element = element
            case .error, .completed:
                state.stoppedEvent = event
            }
            return state.observers.snapshot
        }
        observers.dispatch(event)
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
        state.withLock { state in
            state.isDisposed = true
            state.observers.removeAll()
            state.stoppedEvent = nil
        }
    }
}

@usableFromInline
enum BehaviorSubjectOutcome<Element> { case subscribed(BagKey, Element), stopped(Event<Element>), disposed }
