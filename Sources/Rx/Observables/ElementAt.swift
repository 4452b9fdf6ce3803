extension ObservableType {
    /// Emits only the element at `index`, then completes; fails with
    /// `RxError.argumentOutOfRange` if the sequence is shorter. A negative index traps.
    public func element(at index: Int) -> Observable<Element> {
        ElementAt(source: asObservable(), index: index, throwOnEmpty: true)
    }
}

final private class ElementAtSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private var index: Int
    private let throwOnEmpty: Bool

    init(index: Int, throwOnEmpty: Bool, observer: Observer, cancel: Cancelable) {
        self.index = index
        self.throwOnEmpty = throwOnEmpty
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if index == 0 {
                forwardOn(event)
                forwardOn(.completed)
                dispose()
            }
            index -= 1
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if throwOnEmpty {
                forwardOn(.error(RxError.argumentOutOfRange))
            } else {
                forwardOn(.completed)
            }
            dispose()
        }
    }
}

final private class ElementAt<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let index: Int
    private let throwOnEmpty: Bool

    init(source: Observable<Element>, index: Int, throwOnEmpty: Bool) {
        if index < 0 { rxFatalError("element(at:): index can't be negative.") }
        self.source = source
        self.index = index
        self.throwOnEmpty = throwOnEmpty
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ElementAtSink(index: index, throwOnEmpty: throwOnEmpty, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}
