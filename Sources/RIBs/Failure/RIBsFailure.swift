/// A misuse of the RIBs framework that RIBs iOS answers with an assertion.
///
/// Created by the framework and passed to `RIBsFailureReporter.report(_:)`; the shell turns it
/// into an error the learner reads.
public struct RIBsFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// `attachChild` was called with a router that is already a child.
        case childAlreadyAttached
        /// An object expected to be freed (an interactor, a presenter, a view) is still alive.
        case objectLeaked
        /// A view controller of an inactive RIB is still on screen.
        case viewControllerLeaked
        /// A componentized builder's component builder returned the previous component again.
        case componentReused
        /// `Workflow.subscribe` was called before any step was committed.
        case workflowNotCommitted
    }

    /// What went wrong.
    public let kind: Kind
    /// One sentence naming the objects involved.
    public let message: String

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
