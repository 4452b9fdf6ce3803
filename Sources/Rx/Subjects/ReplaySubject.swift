import Synchronization

/// Replays up to `bufferSize` past elements (or all, when unbounded) to each new observer,
/// then the terminal event if there was one, then what follows. Thread-safe.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, SynchronizedUnsubscribeType, Disposable, @unchecked Sendable { // reason: all state sits behind `state`.
    public typealias SubjectObserverType = ReplaySubject<Element>
    typealias Observers = Bag<AnyObserver<Element>>

    private struct State {
        var buffer: Queue<Element>
        let bufferSize: Int?
        var observers = Observers()
        var isDisposed = false
        var isStopped = false
        var stoppedEvent: Event<Element>?
    }

    private let state: LockedState<State>

    private init(bufferSize: Int?) {
        state = LockedState(recursive: State(buffer: Queue(capacity: Swift.min(bufferSize ?? 8, 64)), bufferSize: bufferSize))
        super.init()
    }

    /// A subject replaying at most `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: Swift.max(bufferSize, 0))
    }

    /// A subject replaying every element it ever received.
    public static func createUnbound() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: nil)
    }

    /// `true` when at least one observer is subscribed.
    public var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }

    /// `true` after `dispose()`.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Buffers a `.next` element and sends `event` to every observer.
    public func on(_ event: Event<Element>) {
        let observers: Observers? = state.withLock { state in
            if state.isDisposed || state.isStopped { return nil }
            switch event {
            case .next(let element):
                state.buffer.enqueue(element)
                if let size = state.bufferSize {
                    while state.buffer.count > size { _ = state.buffer.dequeue() }
                }
                return state.observers
            case .error, .completed:
                state.stoppedEvent = event
                state.isStopped = true
                let observers = state.observers
                state.observers.removeAll()
                return observers
            }
        }
        observers?.dispatch(event)
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // The replay goes out while the lock is held, as in RxSwift: a concurrent `onNext`
        // can then never reach the new observer before the replayed elements.
        state.holdingLock {
            let outcome: ReplaySubjectOutcome<Element> = state.withLock { state in
                if state.isDisposed { return .disposed }
                let replay = state.buffer.elements
                if let stoppedEvent = state.stoppedEvent { return .stopped(replay, stoppedEvent) }
                return .subscribed(replay, state.observers.insert(AnyObserver(observer)))
            }
            switch outcome {
            case .subscribed(let replay, let key):
                for element in replay { observer.on(.next(element)) }
                return SubscriptionDisposable(owner: self, key: key)
            case .stopped(let replay, let event):
                for element in replay { observer.on(.next(element)) }
                observer.on(event)
                return Disposables.create()
            case .disposed:
                observer.on(.error(RxError.disposed(object: self)))
                return Disposables.create()
            }
        }
    }

    @usableFromInline
    func synchronizedUnsubscribe(_ key: BagKey) {
        _ = state.withLock { $0.observers.removeKey(key) }
    }

    /// Returns itself.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Removes every observer and the buffer; later subscribers receive `RxError.disposed`.
    public func dispose() {
        state.withLock { state in
            state.isDisposed = true
            state.observers.removeAll()
            state.buffer.removeAll()
        }
    }
}

private enum ReplaySubjectOutcome<Element> { case subscribed([Element], BagKey), stopped([Element], Event<Element>), disposed }
