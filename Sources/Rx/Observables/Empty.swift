extension ObservableType {
    /// Completes at once, without elements.
    public static func empty() -> Observable<Element> { EmptyProducer() }

    /// Never emits and never ends.
    public static func never() -> Observable<Element> { NeverProducer() }

    /// Fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Observable<Element> { ErrorProducer(error: error) }
}

final private class EmptyProducer<Element>: Producer<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.completed)
        return Disposables.create()
    }
}

final private class NeverProducer<Element>: Producer<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        Disposables.create()
    }
}

final private class ErrorProducer<Element>: Producer<Element> {
    private let error: Swift.Error

    init(error: Swift.Error) { self.error = error }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.error(error))
        return Disposables.create()
    }
}
