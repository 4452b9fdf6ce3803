import Rx

extension ObservableType {
    /// A new step of `workflow` from this stream of (item, value) pairs, for branching a
    /// workflow; `nil` when the element type is not such a pair.
    public func fork<WorkflowActionableItemType, ActionableItemType, ValueType>(_ workflow: Workflow<WorkflowActionableItemType>) -> Step<WorkflowActionableItemType, ActionableItemType, ValueType>? {
        guard let stepObservable = self as? Observable<(ActionableItemType, ValueType)> else { return nil }
        workflow.didFork()
        return Step(workflow: workflow, observable: stepObservable)
    }
}
