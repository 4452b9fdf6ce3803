extension ObservableType {
    /// Turns every event, terminal ones included, into an element; then completes.
    public func materialize() -> Observable<Event<Element>> {
        Materialize(source: asObservable())
    }
}

extension ObservableType where Element: EventConvertible {
    /// Turns `Event` elements back into events.
    public func dematerialize() -> Observable<Element.Element> {
        Dematerialize(source: asObservable())
    }
}

final private class MaterializeSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Event<Element> {
    func on(_ event: Event<Element>) {
        forwardOn(.next(event))
        if event.isStopEvent {
            forwardOn(.completed)
            dispose()
        }
    }
}

final private class Materialize<Element>: Producer<Event<Element>> {
    private let source: Observable<Element>

    init(source: Observable<Element>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Event<Element> {
        let sink = MaterializeSink<Element, Observer>(observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}

final private class DematerializeSink<T: EventConvertible, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == T.Element {
    func on(_ event: Event<T>) {
        switch event {
        case .next(let element):
            forwardOn(element.event)
            if element.event.isStopEvent { dispose() }
        case .completed:
            forwardOn(.completed)
            dispose()
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        }
    }
}

final private class Dematerialize<T: EventConvertible>: Producer<T.Element> {
    private let source: Observable<T>

    init(source: Observable<T>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == T.Element {
        let sink = DematerializeSink<T, Observer>(observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}
