extension ObservableType {
    /// Resubscribes after every error, forever.
    public func retry() -> Observable<Element> {
        Observable.catch(sequence: InfiniteRepetition(element: asObservable()))
    }

    /// Subscribes at most `maxAttemptCount` times in all; the last error ends the sequence.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        Observable.catch(sequence: Swift.repeatElement(asObservable(), count: Swift.max(maxAttemptCount, 0)))
    }
}

/// An endless sequence of one element.
struct InfiniteRepetition<Element>: Sequence, IteratorProtocol {
    let element: Element
    mutating func next() -> Element? { element }
}
