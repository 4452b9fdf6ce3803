/// Runs one subscription of an operator: given the producer, the downstream observer and the
/// subscription's cancel, makes the sink, subscribes it upstream, and returns both.
///
/// Producers store one, written as a closure literal in their `@inlinable` initialiser: the
/// closure is then compiled in the client, specialised for its element types, while the
/// producer's `run` (reached through the class's vtable) is not. Every observer such a closure
/// hands upstream is an `AnyObserver` around a specialised `on`, so events flow through
/// specialised code only.
@usableFromInline
typealias SpecializedRun<Producer, Element> =
    (Producer, AnyObserver<Element>, Cancelable) -> (sink: Disposable, subscription: Disposable)
