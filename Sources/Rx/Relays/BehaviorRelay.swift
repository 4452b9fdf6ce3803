/// A `BehaviorSubject` that never terminates: it holds a current value and accepts elements.
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable { // reason: wraps a thread-safe subject.
    @usableFromInline let subject: BehaviorSubject<Element>

    /// Creates a relay holding `value`.
    ///
    /// Inlinable, so that the subject inside is made (and specialised) where the relay is.
    @inlinable
    public init(value: Element) { subject = BehaviorSubject(value: value) }

    /// Stores `event` as the current value and sends it to every observer.
    @inlinable
    public func accept(_ event: Element) { subject.onNext(event) }

    /// The current value.
    public var value: Element {
        // A relay never errors nor is disposed, so `value()` cannot throw here.
        guard let value = try? subject.value() else { rxFatalError("BehaviorRelay: the underlying subject failed.") }
        return value
    }

    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
