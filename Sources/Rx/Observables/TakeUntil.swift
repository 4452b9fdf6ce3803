/// Whether `take(until:)`/`take(while:)` also emits the element that ends the sequence.
public enum TakeBehavior: Sendable {
    /// Emits the element that ends the sequence.
    case inclusive
    /// Does not emit it.
    case exclusive
}

extension ObservableType {
    /// Emits elements until `other` emits an element (then completes) or fails (then fails).
    /// `other` is subscribed first; its completion changes nothing.
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        TakeUntil(source: asObservable(), other: other.asObservable())
    }

    /// Emits elements until one satisfies `predicate`, then completes.
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        TakeUntilPredicate(source: asObservable(), behavior: behavior, predicate: predicate)
    }

    /// Emits elements while they satisfy `predicate`, then completes.
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        take(until: { try !predicate($0) }, behavior: behavior)
    }
}

final private class TakeUntilSinkOther<Other, Observer: ObserverType>: ObserverType {
    typealias Element = Other
    private let parent: TakeUntilSink<Other, Observer>
    let subscription = SingleAssignmentDisposable()

    init(parent: TakeUntilSink<Other, Observer>) { self.parent = parent }

    func on(_ event: Event<Element>) {
        parent.lock.performLocked {
            switch event {
            case .next:
                parent.forwardOn(.completed)
                parent.dispose()
            case .error(let error):
                parent.forwardOn(.error(error))
                parent.dispose()
            case .completed:
                subscription.dispose()
            }
        }
    }
}

final private class TakeUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    let lock = RecursiveLock()

    func on(_ event: Event<Element>) {
        lock.performLocked {
            forwardOn(event)
            if event.isStopEvent { dispose() }
        }
    }

    func run(source: Observable<Element>, other: Observable<Other>) -> Disposable {
        let otherObserver = TakeUntilSinkOther(parent: self)
        otherObserver.subscription.setDisposable(other.subscribe(otherObserver))
        let sourceSubscription = source.subscribe(self)
        return Disposables.create(sourceSubscription, otherObserver.subscription)
    }
}

final private class TakeUntil<Element, Other>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = TakeUntilSink<Other, Observer>(observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source: source, other: other))
    }
}

final private class TakeUntilPredicateSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let predicate: (Element) throws -> Bool
    private let behavior: TakeBehavior

    init(predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        self.behavior = behavior
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            let isMet: Bool
            do {
                isMet = try predicate(value)
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            if isMet {
                if behavior == .inclusive { forwardOn(.next(value)) }
                forwardOn(.completed)
                dispose()
            } else {
                forwardOn(.next(value))
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

final private class TakeUntilPredicate<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let behavior: TakeBehavior
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.behavior = behavior
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = TakeUntilPredicateSink(predicate: predicate, behavior: behavior, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}
