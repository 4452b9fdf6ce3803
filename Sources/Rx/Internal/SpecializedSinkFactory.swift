/// Makes an operator's sink for one subscription: given the producer, the downstream observer
/// and the subscription's cancel, returns the sink (to dispose) and the observer to subscribe
/// upstream.
///
/// Producers store one, written as a closure literal in their `@inlinable` initialiser: the
/// closure is then compiled in the client, specialised for its element types, while `run`
/// (reached through the class's vtable) is not. Every observer in such a chain is an
/// `AnyObserver` wrapping a specialised `on`, so events flow through specialised code only.
@usableFromInline
typealias SpecializedSinkFactory<Producer, SourceElement, ResultElement> =
    (Producer, AnyObserver<ResultElement>, Cancelable) -> (sink: Disposable, observer: AnyObserver<SourceElement>)
