import Rx

/// One step of a `Workflow`: an actionable item and a value, produced asynchronously.
open class Step<WorkflowActionableItemType, ActionableItemType, ValueType> {
    private let workflow: Workflow<WorkflowActionableItemType>
    private var observable: Observable<(ActionableItemType, ValueType)>

    /// Which step this one's `onStep` adds, counting from 1 (traced as `step N`).
    private let number: Int

    init(workflow: Workflow<WorkflowActionableItemType>, observable: Observable<(ActionableItemType, ValueType)>, number: Int = 1) {
        self.workflow = workflow
        self.observable = observable
        self.number = number
    }

    /// The RIB an actionable item belongs to (its interactor's name), for the trace.
    private static func ribName(of item: ActionableItemType) -> String {
        guard let interactor = item as? Interactable else { return String(describing: type(of: item)) }
        return RIBNaming.name(of: interactor)
    }

    /// The next step: once this step's item is active (an `Interactable` waits for
    /// `isActive`; anything else proceeds at once), runs `onStep` with it and takes the first
    /// result.
    public final func onStep<NextActionableItemType, NextValueType>(_ onStep: @escaping (ActionableItemType, ValueType) -> Observable<(NextActionableItemType, NextValueType)>) -> Step<WorkflowActionableItemType, NextActionableItemType, NextValueType> {
        let confinedNextStep = observable
            .flatMapLatest { (actionableItem, value) -> Observable<(Bool, ActionableItemType, ValueType)> in
                // A protocol-typed actionable item cannot be constrained generically, so test at run time.
                if let interactor = actionableItem as? Interactable {
                    return interactor.isActiveStream.map { isActive in (isActive, actionableItem, value) }
                }
                return Observable.just((true, actionableItem, value))
            }
            .filter { isActive, _, _ in isActive }
            .take(1)
            .flatMapLatest { [workflow, number] _, actionableItem, value in
                RIBCalls.around({ (.workflowStep(workflow: RIBNaming.name(of: workflow), step: number), Self.ribName(of: actionableItem)) }) {
                    onStep(actionableItem, value)
                }
            }
            .take(1)
            .share()
        return Step<WorkflowActionableItemType, NextActionableItemType, NextValueType>(workflow: workflow, observable: confinedNextStep,
                                                                                       number: number + 1)
    }

    /// Runs `onError` when this step's chain fails; returns this step.
    public final func onError(_ onError: @escaping (Error) -> Void) -> Step<WorkflowActionableItemType, ActionableItemType, ValueType> {
        observable = observable.do(onError: onError)
        return self
    }

    /// Subscribes the chain so that `Workflow.subscribe` can start it; returns the workflow.
    @discardableResult
    public final func commit() -> Workflow<WorkflowActionableItemType> {
        // Completion and errors can come from any step, so the side effects go on the last one.
        let workflow = self.workflow
        let disposable = observable
            .do(onError: { workflow.didReceiveError($0) }, onCompleted: { workflow.didCompleteIfNotYet() })
            .subscribe()
        _ = workflow.compositeDisposable.insert(disposable)
        return workflow
    }

    /// The step's item and value as a stream.
    public final func asObservable() -> Observable<(ActionableItemType, ValueType)> {
        observable
    }
}
