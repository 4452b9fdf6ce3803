extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// After completion, continues with `second`.
    public func andThen<E>(_ second: Single<E>) -> Single<E> {
        Single(raw: AndThen(completable: primitiveSequence.source, second: second.asObservable()))
    }

    /// After completion, continues with `second`.
    public func andThen<E>(_ second: Maybe<E>) -> Maybe<E> {
        Maybe(raw: AndThen(completable: primitiveSequence.source, second: second.asObservable()))
    }

    /// After completion, continues with `second`.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: AndThen(completable: primitiveSequence.source, second: second.asObservable()))
    }

    /// After completion, continues with `second`.
    public func andThen<E>(_ second: Observable<E>) -> Observable<E> {
        AndThen(completable: primitiveSequence.source, second: second)
    }
}

/// Subscribes the completable, then `second`. The sink holds only `second`, and the
/// completable's subscription is replaced when it completes, so nothing of the first chain
/// outlives its completion.
final private class AndThenSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Never

    private let second: Observable<Observer.Element>
    private let subscription = SerialDisposable()

    init(second: Observable<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.second = second
        super.init(observer: observer, cancel: cancel)
    }

    func run(completable: Observable<Never>) -> Disposable {
        let first = SingleAssignmentDisposable()
        subscription.disposable = first
        first.setDisposable(completable.subscribe(self))
        return subscription
    }

    func on(_ event: Event<Never>) {
        switch event {
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            subscription.disposable = second.subscribe(AndThenSecondObserver(sink: self))
        }
    }

    fileprivate func forwardSecond(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }
}

private struct AndThenSecondObserver<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element
    let sink: AndThenSink<Observer>

    func on(_ event: Event<Element>) { sink.forwardSecond(event) }
}

final private class AndThen<Element>: Producer<Element> {
    private let completable: Observable<Never>
    private let second: Observable<Element>

    init(completable: Observable<Never>, second: Observable<Element>) {
        self.completable = completable
        self.second = second
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = AndThenSink(second: second, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(completable: completable))
    }
}
