import Rx

/// A sequence of steps through the RIB tree, e.g. a deep link: each step waits for an
/// actionable item (usually an interactor) to be active, then acts on it and yields the next
/// item and a value.
///
/// Build it with `onStep` … `commit()`, then start it from the root with `subscribe(_:)`.
open class Workflow<ActionableItemType> {
    /// Override to react when the last step completes. Called once.
    open func didComplete() {}

    /// Override to react when a step is forked (`fork(_:)`).
    open func didFork() {}

    /// Override to react to an error from any step.
    open func didReceiveError(_ error: Error) {}

    public init() {}

    /// The first step: runs `onStep` with the root actionable item once `subscribe` is called.
    public final func onStep<NextActionableItemType, NextValueType>(_ onStep: @escaping (ActionableItemType) -> Observable<(NextActionableItemType, NextValueType)>) -> Step<ActionableItemType, NextActionableItemType, NextValueType> {
        Step(workflow: self, observable: subject.asObservable().take(1))
            .onStep { (actionableItem: ActionableItemType, _: ()) in
                onStep(actionableItem)
            }
    }

    /// Starts the committed workflow at `actionableItem`; dispose the result to cancel it.
    /// Subscribing before `commit()` is reported as `.workflowNotCommitted`.
    public final func subscribe(_ actionableItem: ActionableItemType) -> Disposable {
        guard compositeDisposable.count > 0 else {
            RIBsFailureReporter.report(.workflowNotCommitted, "Attempt to subscribe to \(self) before it is committed.")
            return Disposables.create()
        }
        subject.onNext((actionableItem, ()))
        return compositeDisposable
    }

    /// Holds the committed chains, forked ones included.
    let compositeDisposable = CompositeDisposable()
    private let subject = PublishSubject<(ActionableItemType, ())>()
    private var didInvokeComplete = false

    /// Forked chains may each complete; `didComplete` runs only for the first.
    func didCompleteIfNotYet() {
        guard !didInvokeComplete else { return }
        didInvokeComplete = true
        didComplete()
    }
}
