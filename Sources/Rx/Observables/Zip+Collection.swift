extension ObservableType {
    /// Emits `resultSelector` of the sources' n-th elements. Completes when all sources are
    /// done, or when an element arrives that can never be paired because every other source
    /// is done. An empty collection completes at once.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element) -> Observable<Element> where Collection.Element: ObservableType {
        ZipCollectionType(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Emits arrays of the sources' n-th elements.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        ZipCollectionType(sources: collection.map { $0.asObservable() }, resultSelector: { $0 })
    }
}

final private class ZipCollectionTypeSink<SourceElement, Observer: ObserverType>: Sink<Observer> {
    typealias Result = Observer.Element

    private let resultSelector: ([SourceElement]) throws -> Result
    private let lock = RecursiveLock()
    private var numberOfValues = 0
    private var values: [Queue<SourceElement>]
    private var isDone: [Bool]
    private var numberOfDone = 0
    private var subscriptions: [SingleAssignmentDisposable]

    init(count: Int, resultSelector: @escaping ([SourceElement]) throws -> Result, observer: Observer, cancel: Cancelable) {
        self.resultSelector = resultSelector
        self.values = [Queue<SourceElement>](repeating: Queue(capacity: 4), count: count)
        self.isDone = [Bool](repeating: false, count: count)
        self.subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceElement>, atIndex index: Int) {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .next(let element):
            values[index].enqueue(element)
            if values[index].count == 1 { numberOfValues += 1 }
            if numberOfValues < values.count {
                if numberOfDone == values.count - 1 {
                    forwardOn(.completed)
                    dispose()
                }
                return
            }
            do {
                var arguments = [SourceElement]()
                arguments.reserveCapacity(values.count)
                numberOfValues = 0
                for source in 0..<values.count {
                    if let value = values[source].dequeue() { arguments.append(value) }
                    if !values[source].isEmpty { numberOfValues += 1 }
                }
                forwardOn(.next(try resultSelector(arguments)))
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            if isDone[index] { return }
            isDone[index] = true
            numberOfDone += 1
            if numberOfDone == values.count {
                forwardOn(.completed)
                dispose()
            } else {
                subscriptions[index].dispose()
            }
        }
    }

    func run(_ sources: [Observable<SourceElement>]) -> Disposable {
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(source.subscribe(AnyObserver { event in self.on(event, atIndex: index) }))
        }
        if sources.isEmpty { forwardOn(.completed) }
        return Disposables.create(subscriptions)
    }
}

final private class ZipCollectionType<SourceElement, Result>: Producer<Result> {
    private let sources: [Observable<SourceElement>]
    private let resultSelector: ([SourceElement]) throws -> Result

    init(sources: [Observable<SourceElement>], resultSelector: @escaping ([SourceElement]) throws -> Result) {
        self.sources = sources
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result {
        let sink = ZipCollectionTypeSink(count: sources.count, resultSelector: resultSelector, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(sources))
    }
}
