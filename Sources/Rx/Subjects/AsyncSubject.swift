import Synchronization

/// Emits only the last element, and only when the source completes; errors pass through.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, SynchronizedUnsubscribeType, @unchecked Sendable { // reason: all state sits behind `state`.
    public typealias SubjectObserverType = AsyncSubject<Element>
    typealias Observers = Bag<AnyObserver<Element>>

    private struct State {
        var observers = Observers()
        var isStopped = false
        var stoppedEvent: Event<Element>?
        var lastElement: Element?
    }

    private let state = LockedState(State())

    /// Creates a subject with no observers.
    public override init() { super.init() }

    /// `true` when at least one observer is subscribed.
    public var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }

    /// Remembers `.next` elements; on completion emits the last one then completes.
    public func on(_ event: Event<Element>) {
        let (observers, events): (Observers, [Event<Element>]) = state.withLock { state in
            if state.isStopped { return (Observers(), []) }
            switch event {
            case .next(let element):
                state.lastElement = element
                return (Observers(), [])
            case .error:
                state.stoppedEvent = event
                state.isStopped = true
                let observers = state.observers
                state.observers.removeAll()
                return (observers, [event])
            case .completed:
                let observers = state.observers
                state.observers.removeAll()
                state.isStopped = true
                if let last = state.lastElement {
                    state.stoppedEvent = .next(last)
                    return (observers, [.next(last), .completed])
                }
                state.stoppedEvent = event
                return (observers, [.completed])
            }
        }
        for event in events { observers.dispatch(event) }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let outcome: AsyncSubjectOutcome<Element> = state.withLock { state in
            if let stoppedEvent = state.stoppedEvent { return .stopped(stoppedEvent) }
            return .subscribed(state.observers.insert(AnyObserver(observer)))
        }
        switch outcome {
        case .subscribed(let key):
            return SubscriptionDisposable(owner: self, key: key)
        case .stopped(let event):
            if case .next = event {
                observer.on(event)
                observer.on(.completed)
            } else {
                observer.on(event)
            }
            return Disposables.create()
        }
    }

    @usableFromInline
    func synchronizedUnsubscribe(_ key: BagKey) {
        _ = state.withLock { $0.observers.removeKey(key) }
    }

    /// Returns itself.
    public func asObserver() -> AsyncSubject<Element> { self }
}

private enum AsyncSubjectOutcome<Element> { case subscribed(BagKey), stopped(Event<Element>) }
