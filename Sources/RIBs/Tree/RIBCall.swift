/// A framework call on the RIB tree as it starts and ends, with how deeply it is nested in
/// other such calls: what the shell's `trace` draws in call order, each call above what it
/// caused (`attachChild(LoggedIn)`, then, indented, LoggedIn's `didBecomeActive`, ...).
///
/// Published on `RIBCalls.stream`; `RIBEvents` keeps reporting each change after it happened,
/// so `RIBTree.observe` and other observers of finished changes are unaffected.
public struct RIBCall: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// `parent.attachChild(child)`: activates, then loads the child.
        case attachChild(parent: String)
        /// `parent.detachChild(child)`: deactivates the child.
        case detachChild(parent: String)
        /// The interactor's `didBecomeActive`.
        case didBecomeActive
        /// The interactor's `willResignActive`.
        case willResignActive
        /// The router's `didLoad`.
        case didLoad
        /// One step of a workflow, run on an actionable item (`step` counts from 1).
        case workflowStep(workflow: String, step: Int)
        /// A call through one of the RIB's own protocols (`boundary`: a view's presentable
        /// listener, an interactor's listener or router), made by the RIB `from`; `call` is
        /// the method with its arguments, `didLogin(withUserName: "Ann")`. Reported by a
        /// `RIBCallProxy` the builder wired in, not by the framework.
        case boundaryCall(from: String, boundary: String, call: String)
    }

    public enum Phase: Sendable, Equatable {
        case begin, end
    }

    public let kind: Kind
    /// The RIB the call is about (the child for attach and detach; the actionable item's RIB
    /// for a workflow step; the called RIB for a boundary call).
    public let name: String
    public let phase: Phase
    /// 0 for a call made from outside any other traced call; one more for each call around it.
    public let depth: Int

    public init(kind: Kind, name: String, phase: Phase, depth: Int) {
        self.kind = kind
        self.name = name
        self.phase = phase
        self.depth = depth
    }

    /// `Root.attachChild(LoggedIn)`, `LoggedIn.didBecomeActive()`, `LaunchGameWorkflow step 1 on Root`,
    /// `LoggedOutListener.didLogin(withUserName: "Ann")`.
    public var description: String {
        switch kind {
        case .attachChild(let parent): return "\(parent).attachChild(\(name))"
        case .detachChild(let parent): return "\(parent).detachChild(\(name))"
        case .didBecomeActive: return "\(name).didBecomeActive()"
        case .willResignActive: return "\(name).willResignActive()"
        case .didLoad: return "\(name).didLoad()"
        case .workflowStep(let workflow, let step): return "\(workflow) step \(step) on \(name)"
        case .boundaryCall(_, let boundary, let call): return "\(boundary).\(call)"
        }
    }
}
