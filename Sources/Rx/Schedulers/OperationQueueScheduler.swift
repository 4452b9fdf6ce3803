import Foundation

/// Runs work as operations on an `OperationQueue`, at `queuePriority`. Work that is
/// disposed before its operation starts does not run.
public class OperationQueueScheduler: ImmediateSchedulerType {
    /// The queue the work runs on.
    public let operationQueue: OperationQueue
    /// The priority each operation gets.
    public let queuePriority: Operation.QueuePriority

    /// A scheduler adding operations to `operationQueue`, at `queuePriority`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation running `action(state)`, unless disposed before it starts.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        // Handed to exactly one operation, as with the dispatch schedulers.
        let work = UncheckedSendable(value: (state, action, cancel))
        let operation = BlockOperation {
            let (state, action, cancel) = work.value
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return cancel
    }
}
