import Rx

extension Disposable {
    /// Ends the subscription when `workflow`'s subscription is disposed.
    public func disposeWith<ActionableItemType>(workflow: Workflow<ActionableItemType>) {
        _ = workflow.compositeDisposable.insert(self)
    }

    /// The misspelled name RIBs iOS kept for compatibility.
    @available(*, deprecated, renamed: "disposeWith(workflow:)")
    public func disposeWith<ActionableItemType>(worflow: Workflow<ActionableItemType>) {
        disposeWith(workflow: worflow)
    }
}
