import Rx

extension Disposable {
    /// Ends the subscription when `interactor` resigns active; at once (with a printed note,
    /// as in RIBs) when it is inactive already.
    ///
    /// Call it in `didBecomeActive()`. The subscription may then retain the interactor: the
    /// cycle ends at deactivation.
    @discardableResult
    public func disposeOnDeactivate(interactor: Interactor) -> Disposable {
        if !interactor.bindToActiveness(self) {
            dispose()
            print("Subscription immediately terminated, since \(interactor) is inactive.")
        }
        return self
    }
}
