/// The base class of every sequence. Create sequences with the factory methods and operators.
open class Observable<Element>: ObservableType {
    @usableFromInline
    init() {
        Resources.incrementTotal()
    }

    open func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        rxAbstractMethod()
    }

    /// Subscribes an observer that is already an `AnyObserver`. Called by the library's
    /// specialised operators and `subscribe(onNext:…)`; the producers and subjects whose work
    /// is specialised (see `SpecializedRun`) override it to skip the generic path, everything
    /// else subscribes as usual. The observer is consumed: the subscription usually stores it,
    /// so the caller's reference moves there instead of being copied and released.
    @usableFromInline
    func subscribeErased(_ observer: consuming AnyObserver<Element>) -> Disposable {
        subscribe(observer)
    }

    /// `subscribeErased` from inside a subscription that is already running (on the
    /// trampoline or in scheduled work), so the trampoline check can be skipped: `map` and
    /// `filter` subscribe their source through it (see `ChainSink`).
    @usableFromInline
    func subscribeErasedNested(_ observer: consuming AnyObserver<Element>) -> Disposable {
        subscribeErased(observer)
    }

    @inlinable
    public final func asObservable() -> Observable<Element> { self }

    deinit {
        Resources.decrementTotal()
    }
}
