extension ObservableType {
    /// Pairs each element with `obj` (held weakly); completes when `obj` is gone.
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> Observable<Out> {
        map { [weak obj] element -> Out in
            guard let obj else { throw UnretainedError.failedRetaining }
            return resultSelector(obj, element)
        }
        .catch { error -> Observable<Out> in
            guard let unretainedError = error as? UnretainedError, unretainedError == .failedRetaining else {
                return .error(error)
            }
            return .empty()
        }
    }

    /// Pairs each element with `obj` (held weakly); completes when `obj` is gone.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

private enum UnretainedError: Swift.Error {
    case failedRetaining
}
