extension ObservableType {
    /// Combines each element with the latest element of `second`; elements before `second`'s
    /// first are dropped. `second` is subscribed first; its completion changes nothing.
    public func withLatestFrom<Source: ObservableConvertibleType, Result>(_ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> Result) -> Observable<Result> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// Emits the latest element of `second` for each element of this sequence.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: { $1 })
    }
}

final private class WithLatestFromSecond<FirstType, SecondType, Observer: ObserverType>: ObserverType {
    typealias Element = SecondType
    private let parent: WithLatestFromSink<FirstType, SecondType, Observer>
    private let disposable: Disposable

    init(parent: WithLatestFromSink<FirstType, SecondType, Observer>, disposable: Disposable) {
        self.parent = parent
        self.disposable = disposable
    }

    func on(_ event: Event<Element>) {
        parent.lock.performLocked {
            switch event {
            case .next(let value):
                parent.latest = value
            case .completed:
                disposable.dispose()
            case .error(let error):
                parent.forwardOn(.error(error))
                parent.dispose()
            }
        }
    }
}

final private class WithLatestFromSink<FirstType, SecondType, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = FirstType
    let lock = RecursiveLock()
    var latest: SecondType?
    private let resultSelector: (FirstType, SecondType) throws -> Observer.Element

    init(resultSelector: @escaping (FirstType, SecondType) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
        self.resultSelector = resultSelector
        super.init(observer: observer, cancel: cancel)
    }

    func run(first: Observable<FirstType>, second: Observable<SecondType>) -> Disposable {
        let secondSubscription = SingleAssignmentDisposable()
        let secondObserver = WithLatestFromSecond(parent: self, disposable: secondSubscription)
        secondSubscription.setDisposable(second.subscribe(secondObserver))
        let firstSubscription = first.subscribe(self)
        return Disposables.create(firstSubscription, secondSubscription)
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next(let value):
                guard let latest else { return }
                do {
                    forwardOn(.next(try resultSelector(value, latest)))
                } catch {
                    forwardOn(.error(error))
                    dispose()
                }
            case .completed:
                forwardOn(.completed)
                dispose()
            case .error(let error):
                forwardOn(.error(error))
                dispose()
            }
        }
    }
}

final private class WithLatestFrom<FirstType, SecondType, ResultType>: Producer<ResultType> {
    private let first: Observable<FirstType>
    private let second: Observable<SecondType>
    private let resultSelector: (FirstType, SecondType) throws -> ResultType

    init(first: Observable<FirstType>, second: Observable<SecondType>, resultSelector: @escaping (FirstType, SecondType) throws -> ResultType) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == ResultType {
        let sink = WithLatestFromSink(resultSelector: resultSelector, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(first: first, second: second))
    }
}
