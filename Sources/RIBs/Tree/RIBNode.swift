/// A snapshot of one RIB and its subtree: what the shell's `tree` shows.
///
/// A value: rendering and exporting are pure functions of it (see `RIBNode+Text`,
/// `RIBNode+Graphviz`, `RIBNode+Mermaid`); the shell's `tree` draws it too, with what
/// changed since it last drew it.
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

    /// The names of this node and its descendants, in the order of `allNodes`.
    public var allNames: [String] { allNodes.map(\.name) }

    /// The number of RIBs in this subtree.
    public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

    /// This node and its descendants with their paths from this node (`Root/LoggedIn`), in
    /// the order of `allNodes`. A name that repeats among siblings carries its rank from the
    /// second on (`Root/Item#2`), so each path names one node; the exports use paths as ids
    /// and the shell compares two snapshots by them.
    public var nodesByPath: [(path: String, node: RIBNode)] {
        pathEntries().map { ($0.path, $0.node) }
    }

    /// `nodesByPath` with each node's parent path (`nil` for this node).
    func pathEntries() -> [(path: String, parent: String?, node: RIBNode)] {
        var entries: [(path: String, parent: String?, node: RIBNode)] = [(name, nil, self)]
        appendChildren(to: &entries, under: name)
        return entries
    }

    private func appendChildren(to entries: inout [(path: String, parent: String?, node: RIBNode)], under path: String) {
        for (child, childPath) in zip(children, childPaths(under: path)) {
            entries.append((childPath, path, child))
            child.appendChildren(to: &entries, under: childPath)
        }
    }

    /// The path of each child when this node's path is `path`, in attach order.
    func childPaths(under path: String) -> [String] {
        var seen: [String: Int] = [:]
        return children.map { child in
            let rank = seen[child.name, default: 0] + 1
            seen[child.name] = rank
            return path + "/" + child.name + (rank > 1 ? "#\(rank)" : "")
        }
    }
}
