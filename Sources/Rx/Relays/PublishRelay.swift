/// A `PublishSubject` that never terminates: it only accepts elements.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable { // reason: wraps a thread-safe subject.
    @usableFromInline let subject = PublishSubject<Element>()

    /// Creates a relay with no observers.
    ///
    /// Inlinable, so that the subject inside is made (and specialised) where the relay is.
    @inlinable
    public init() {}

    /// Sends `event` to every current observer.
    @inlinable
    public func accept(_ event: Element) { subject.onNext(event) }

    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
