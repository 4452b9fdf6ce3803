/// A `ReplaySubject` that never terminates: it replays a buffer and accepts elements.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable { // reason: wraps a thread-safe subject.
    @usableFromInline let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) { self.subject = subject }

    /// A relay replaying at most `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// A relay replaying every element.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbound())
    }

    /// Buffers `event` and sends it to every observer.
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
