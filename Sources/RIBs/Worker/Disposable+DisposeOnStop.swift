import Rx

extension Disposable {
    /// Ends the subscription when `worker` stops; at once (with a printed note, as in RIBs)
    /// when it is stopped already. Call it in `didStart(_:)`.
    @discardableResult
    public func disposeOnStop(_ worker: Worker) -> Disposable {
        if let compositeDisposable = worker.disposable {
            _ = compositeDisposable.insert(self)
        } else {
            dispose()
            print("Subscription immediately terminated, since \(worker) is stopped.")
        }
        return self
    }
}
