extension ObservableType {
    /// Accumulates every element into `seed`; on completion emits `mapResult` of the total.
    public func reduce<A, Result>(_ seed: A, accumulator: @escaping (A, Element) throws -> A, mapResult: @escaping (A) throws -> Result) -> Observable<Result> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// Accumulates every element into `seed`; on completion emits the total.
    public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 })
    }

    /// Collects every element; on completion emits them as one array.
    public func toArray() -> Single<[Element]> {
        PrimitiveSequence(raw: reduce([Element]()) { array, element in
            var array = array
            array.append(element)
            return array
        })
    }
}

final private class ReduceSink<SourceType, A, Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let accumulator: (A, SourceType) throws -> A
    private let mapResult: (A) throws -> Observer.Element
    private var accumulation: A

    init(seed: A, accumulator: @escaping (A, SourceType) throws -> A, mapResult: @escaping (A) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
        self.accumulation = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceType>) {
        switch event {
        case .next(let value):
            do {
                accumulation = try accumulator(accumulation, value)
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            do {
                let result = try mapResult(accumulation)
                forwardOn(.next(result))
                forwardOn(.completed)
                dispose()
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        }
    }
}

final private class Reduce<SourceType, A, Result>: Producer<Result> {
    private let source: Observable<SourceType>
    private let seed: A
    private let accumulator: (A, SourceType) throws -> A
    private let mapResult: (A) throws -> Result

    init(source: Observable<SourceType>, seed: A, accumulator: @escaping (A, SourceType) throws -> A, mapResult: @escaping (A) throws -> Result) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result {
        let sink = ReduceSink(seed: seed, accumulator: accumulator, mapResult: mapResult, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}
