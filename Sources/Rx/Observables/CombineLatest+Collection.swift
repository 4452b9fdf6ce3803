extension ObservableType {
    /// Emits `resultSelector` of the latest elements of all sources whenever one emits, once
    /// all have emitted. An empty collection completes at once.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element) -> Observable<Element> where Collection.Element: ObservableType {
        CombineLatestCollectionType(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Emits arrays of the latest elements of all sources.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        CombineLatestCollectionType(sources: collection.map { $0.asObservable() }, resultSelector: { $0 })
    }
}

final private class CombineLatestCollectionTypeSink<SourceElement, Observer: ObserverType>: Sink<Observer> {
    typealias Result = Observer.Element

    private let resultSelector: ([SourceElement]) throws -> Result
    private let lock = RecursiveLock()
    private var numberOfValues = 0
    private var values: [SourceElement?]
    private var isDone: [Bool]
    private var numberOfDone = 0
    private var subscriptions: [SingleAssignmentDisposable]

    init(count: Int, resultSelector: @escaping ([SourceElement]) throws -> Result, observer: Observer, cancel: Cancelable) {
        self.resultSelector = resultSelector
        self.values = [SourceElement?](repeating: nil, count: count)
        self.isDone = [Bool](repeating: false, count: count)
        self.subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceElement>, atIndex index: Int) {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .next(let element):
            if values[index] == nil { numberOfValues += 1 }
            values[index] = element
            if numberOfValues < values.count {
                let numberOfOthersThatAreDone = numberOfDone - (isDone[index] ? 1 : 0)
                if numberOfOthersThatAreDone == values.count - 1 {
                    forwardOn(.completed)
                    dispose()
                }
                return
            }
            do {
                forwardOn(.next(try resultSelector(values.map { $0! })))
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
        if sources.isEmpty {
            do {
                forwardOn(.next(try resultSelector([])))
                forwardOn(.completed)
            } catch {
                forwardOn(.error(error))
            }
        }
        return Disposables.create(subscriptions)
    }
}

final private class CombineLatestCollectionType<SourceElement, Result>: Producer<Result> {
    private let sources: [Observable<SourceElement>]
    private let resultSelector: ([SourceElement]) throws -> Result

    init(sources: [Observable<SourceElement>], resultSelector: @escaping ([SourceElement]) throws -> Result) {
        self.sources = sources
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result {
        let sink = CombineLatestCollectionTypeSink(count: sources.count, resultSelector: resultSelector, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(sources))
    }
}
