/// A type that can be converted to an `Observable` (traits, relays, subjects).
public protocol ObservableConvertibleType {
    /// The type of element in the sequence.
    associatedtype Element

    /// The sequence as a plain `Observable`.
    func asObservable() -> Observable<Element>
}
