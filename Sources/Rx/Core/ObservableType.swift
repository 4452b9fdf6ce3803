/// A push-based sequence that observers subscribe to.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer`; the returned disposable cancels the subscription.
    ///
    /// Events are delivered according to the grammar `next* (error | completed)?`.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// The default: wraps `subscribe` in an `Observable`.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
