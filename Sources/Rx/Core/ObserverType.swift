/// Receives the events of a sequence.
public protocol ObserverType {
    /// The type of element the observer receives.
    associatedtype Element

    /// Delivers one event. Called by the observed sequence; honours the grammar
    /// `next* (error | completed)?`.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `.next(element)`.
    @inlinable
    public func onNext(_ element: Element) { on(.next(element)) }

    /// Sends `.completed`.
    @inlinable
    public func onCompleted() { on(.completed) }

    /// Sends `.error(error)`.
    @inlinable
    public func onError(_ error: Swift.Error) { on(.error(error)) }

    /// Type-erases the observer.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that transforms elements before sending them to this one.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
