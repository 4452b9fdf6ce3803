extension ObservableType {
    /// Emits only the elements that satisfy `predicate`; a thrown error ends the sequence.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Filter(source: asObservable(), predicate: predicate)
    }
}

@usableFromInline
final class FilterSink<Element>: Sink<AnyObserver<Element>>, ObserverType {
    @usableFromInline let predicate: (Element) throws -> Bool

    @inlinable
    init(predicate: @escaping (Element) throws -> Bool, observer: AnyObserver<Element>, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            do {
                if try predicate(value) { forwardOn(event) }
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .completed, .error:
            forwardOn(event)
            dispose()
        }
    }
}

/// The `filter` producer; like `Map`, its `specializedRun` is compiled where `filter` is called.
@usableFromInline
final class Filter<Element>: Producer<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let predicate: (Element) throws -> Bool
    @usableFromInline let specializedRun: SpecializedRun<Filter<Element>, Element>

    @inlinable
    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
        self.specializedRun = { filter, observer, cancel in
            let sink = FilterSink(predicate: filter.predicate, observer: observer, cancel: cancel)
            let subscription = filter.source.subscribeErased(AnyObserver(eventHandler: sink.on))
            return (sink: sink, subscription: subscription)
        }
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        specializedRun(self, AnyObserver(observer), cancel)
    }

    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        subscribeErased(observer, producer: self, run: specializedRun)
    }
}
