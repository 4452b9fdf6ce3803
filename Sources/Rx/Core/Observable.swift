/// The base class of every sequence. Create sequences with the factory methods and operators.
open class Observable<Element>: ObservableType {
    @usableFromInline
    init() {
        Resources.incrementTotal()
    }

    open func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        rxAbstractMethod()
    }

    @inlinable
    public final func asObservable() -> Observable<Element> { self }

    deinit {
        Resources.decrementTotal()
    }
}
