extension ObservableType {
    /// Transforms each element; a thrown error ends the sequence with that error.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Map(source: asObservable(), transform: transform)
    }
}

/// The sink of `map`, which is also the subscription (see `ChainSink`).
@usableFromInline
final class MapSink<SourceType, ResultType>: ChainSinkOf<ResultType>, ObserverType {
    @usableFromInline typealias Transform = (SourceType) throws -> ResultType
    @usableFromInline let transform: Transform

    @inlinable
    init(transform: @escaping Transform, observer: AnyObserver<ResultType>, owner: SinkDisposer?) {
        self.transform = transform
        super.init(observer: observer, owner: owner)
    }

    @inlinable
    func on(_ event: Event<SourceType>) {
        switch event {
        case .next(let element):
            do {
                let mapped = try transform(element)
                forwardOn(.next(mapped))
            } catch {
                forwardTerminal(.error(error))
            }
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            forwardTerminal(.completed)
        }
    }
}

/// The `map` producer. Its `chainRun` is written in inlinable code, so it is compiled where
/// `map` is called, specialised for the client's element types: the per-event path of the
/// sink it makes never runs unspecialised generic code.
@usableFromInline
final class Map<SourceType, ResultType>: Producer<ResultType> {
    @usableFromInline typealias Transform = (SourceType) throws -> ResultType
    @usableFromInline let source: Observable<SourceType>
    @usableFromInline let transform: Transform
    @usableFromInline let chainRun: ChainRun<Map<SourceType, ResultType>, ResultType>

    @inlinable
    init(source: Observable<SourceType>, transform: @escaping Transform) {
        self.source = source
        self.transform = transform
        self.chainRun = { map, observer, owner in
            let sink = MapSink(transform: map.transform, observer: consume observer, owner: owner)
            sink.setUpstream(map.source.subscribeErasedNested(AnyObserver(eventHandler: sink.on)))
            return sink
        }
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == ResultType {
        subscribeChainOwned(AnyObserver(observer), producer: self, run: chainRun)
    }

    override func subscribeErased(_ observer: consuming AnyObserver<ResultType>) -> Disposable {
        subscribeChain(observer, producer: self, run: chainRun)
    }

    override func subscribeErasedNested(_ observer: consuming AnyObserver<ResultType>) -> Disposable {
        chainRun(self, observer, nil)
    }
}
