extension ObservableType {
    /// Emits only the elements that satisfy `predicate`; a thrown error ends the sequence.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Filter(source: asObservable(), predicate: predicate)
    }
}

/// The sink of `filter`, which is also the subscription (see `ChainSink`).
@usableFromInline
final class FilterSink<Element>: ChainSinkOf<Element>, ObserverType {
    @usableFromInline let predicate: (Element) throws -> Bool

    @inlinable
    init(predicate: @escaping (Element) throws -> Bool, observer: AnyObserver<Element>, owner: SinkDisposer?) {
        self.predicate = predicate
        super.init(observer: observer, owner: owner)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            do {
                if try predicate(value) { forwardOn(event) }
            } catch {
                forwardTerminal(.error(error))
            }
        case .completed, .error:
            forwardTerminal(event)
        }
    }
}

/// The `filter` producer; like `Map`, its `chainRun` is compiled where `filter` is called.
@usableFromInline
final class Filter<Element>: Producer<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let predicate: (Element) throws -> Bool
    @usableFromInline let chainRun: ChainRun<Filter<Element>, Element>

    @inlinable
    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
        self.chainRun = { filter, observer, owner in
            let sink = FilterSink(predicate: filter.predicate, observer: consume observer, owner: owner)
            sink.setUpstream(filter.source.subscribeErasedNested(AnyObserver(eventHandler: sink.on)))
            return sink
        }
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeChainOwned(AnyObserver(observer), producer: self, run: chainRun)
    }

    override func subscribeErased(_ observer: consuming AnyObserver<Element>) -> Disposable {
        subscribeChain(observer, producer: self, run: chainRun)
    }

    override func subscribeErasedNested(_ observer: consuming AnyObserver<Element>) -> Disposable {
        chainRun(self, observer, nil)
    }
}
