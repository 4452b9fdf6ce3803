/// A snapshot of one RIB and its subtree: what the shell's `tree` shows.
///
/// A value: rendering and exporting are pure functions of it (see `RIBNode+Text`,
/// `RIBNode+Graphviz`, `RIBNode+Mermaid`).
public struct RIBNode: Sendable, Equatable {
    /// The RIB's name, e.g. `LoggedOut`.
    public let name: String
    /// `true` when the router owns a view (`ViewableRouting`).
    public let isViewful: Bool
    /// `true` when its interactor is active.
    public let isActive: Bool
    /// The attached children, in attach order.
    public let children: [RIBNode]

    public init(name: String, isViewful: Bool, isActive: Bool, children: [RIBNode] = []) {
        self.name = name
        self.isViewful = isViewful
        self.isActive = isActive
        self.children = children
    }

    /// This node and its descendants, depth first, parents before children.
    public var allNodes: [RIBNode] {
        [self] + children.flatMap(\.allNodes)
    }

    /// The number of RIBs in this subtree.
    public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }
}
