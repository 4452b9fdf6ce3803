extension ObservableType {
    /// Creates a resource per subscription, builds the sequence from it, and disposes the
    /// resource when the subscription ends.
    public static func using<Resource: Disposable>(_ resourceFactory: @escaping () throws -> Resource, observableFactory: @escaping (Resource) throws -> Observable<Element>) -> Observable<Element> {
        Using(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

final private class UsingSink<Resource: Disposable, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func run(resourceFactory: () throws -> Resource, observableFactory: (Resource) throws -> Observable<Element>) -> Disposable {
        var disposable = Disposables.create()
        do {
            let resource = try resourceFactory()
            disposable = resource
            let source = try observableFactory(resource)
            return Disposables.create(source.subscribe(self), disposable)
        } catch {
            return Disposables.create(Observable.error(error).subscribe(self), disposable)
        }
    }

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }
}

final private class Using<Element, Resource: Disposable>: Producer<Element> {
    private let resourceFactory: () throws -> Resource
    private let observableFactory: (Resource) throws -> Observable<Element>

    init(resourceFactory: @escaping () throws -> Resource, observableFactory: @escaping (Resource) throws -> Observable<Element>) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = UsingSink<Resource, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run(resourceFactory: resourceFactory, observableFactory: observableFactory)
        return (sink: sink, subscription: subscription)
    }
}
