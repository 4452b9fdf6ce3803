extension ObservableType {
    /// Calls `observableFactory` for each subscriber and subscribes to what it returns; a
    /// thrown error becomes the subscriber's error.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Deferred(observableFactory: observableFactory)
    }
}

final private class DeferredSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func run(_ factory: () throws -> Observable<Element>) -> Disposable {
        do {
            return try factory().subscribe(self)
        } catch {
            forwardOn(.error(error))
            dispose()
            return Disposables.create()
        }
    }

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }
}

final private class Deferred<Element>: Producer<Element> {
    private let observableFactory: () throws -> Observable<Element>

    init(observableFactory: @escaping () throws -> Observable<Element>) {
        self.observableFactory = observableFactory
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = DeferredSink(observer: observer, cancel: cancel)
        let subscription = sink.run(observableFactory)
        return (sink: sink, subscription: subscription)
    }
}
