extension ObservableType {
    /// Transforms each element; a thrown error ends the sequence with that error.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Map(source: asObservable(), transform: transform)
    }
}

@usableFromInline
final class MapSink<SourceType, ResultType>: Sink<AnyObserver<ResultType>>, ObserverType {
    @usableFromInline typealias Transform = (SourceType) throws -> ResultType
    @usableFromInline let transform: Transform

    @inlinable
    init(transform: @escaping Transform, observer: AnyObserver<ResultType>, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<SourceType>) {
        switch event {
        case .next(let element):
            do {
                let mapped = try transform(element)
                forwardOn(.next(mapped))
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The `map` producer. Its `specializedRun` is written in inlinable code, so it is compiled
/// where `map` is called, specialised for the client's element types: the per-event path of
/// the sink it makes never runs unspecialised generic code.
@usableFromInline
final class Map<SourceType, ResultType>: Producer<ResultType> {
    @usableFromInline typealias Transform = (SourceType) throws -> ResultType
    @usableFromInline let source: Observable<SourceType>
    @usableFromInline let transform: Transform
    @usableFromInline let specializedRun: SpecializedRun<Map<SourceType, ResultType>, ResultType>

    @inlinable
    init(source: Observable<SourceType>, transform: @escaping Transform) {
        self.source = source
        self.transform = transform
        self.specializedRun = { map, observer, cancel in
            let sink = MapSink(transform: map.transform, observer: observer, cancel: cancel)
            let subscription = map.source.subscribeErased(AnyObserver(eventHandler: sink.on))
            return (sink: sink, subscription: subscription)
        }
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == ResultType {
        specializedRun(self, AnyObserver(observer), cancel)
    }

    override func subscribeErased(_ observer: AnyObserver<ResultType>) -> Disposable {
        subscribeErased(observer, producer: self, run: specializedRun)
    }
}
