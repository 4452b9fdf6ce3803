import Rx

extension BlockingObservable {
    /// All elements, once the sequence completes. Throws the sequence's error, or
    /// `RxError.timeout`.
    public func toArray() throws -> [Element] {
        try elementsOrThrow(materializeResult())
    }

    /// The first element, or `nil` when the sequence completes empty; unsubscribes after it.
    /// Throws the sequence's error, or `RxError.timeout`.
    public func first() throws -> Element? {
        try elementsOrThrow(materializeResult(max: 1)).first
    }

    /// The last element, or `nil` when the sequence completes empty. Throws the sequence's
    /// error, or `RxError.timeout`.
    public func last() throws -> Element? {
        try elementsOrThrow(materializeResult()).last
    }

    /// The only element. Throws `RxError.noElements` when there is none,
    /// `RxError.moreThanOneElement` as soon as a second arrives, the sequence's error, or
    /// `RxError.timeout`.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// The only element satisfying `predicate`, with the errors of `single()`; an error thrown
    /// by `predicate` is rethrown.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try elementsOrThrow(materializeResult(max: 2, predicate: predicate))
        if elements.count > 1 { throw RxError.moreThanOneElement }
        guard let element = elements.first else { throw RxError.noElements }
        return element
    }

    /// How the sequence ended, with every element before; a timeout is a `.failed` result
    /// with `RxError.timeout`. Never throws.
    public func materialize() -> MaterializedSequenceResult<Element> {
        materializeResult()
    }
}
