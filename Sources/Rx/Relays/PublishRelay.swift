/// A `PublishSubject` that never terminates: it only accepts elements.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable { // reason: wraps a thread-safe subject.
    private let subject = PublishSubject<Element>()

    /// Creates a relay with no observers.
    public init() {}

    /// Sends `event` to every current observer.
    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an `Observable`.
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
