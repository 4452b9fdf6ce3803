/// A snapshot of one RIB in the tree: what `tree` draws and lesson checks inspect.
///
/// Taken from the loaded app after every command so the renderer can mark what changed.
public struct RIBNode: Equatable, Sendable {
    public var name: String
    public var isViewful: Bool
    public var isActive: Bool
    public var children: [RIBNode]

    public init(name: String, isViewful: Bool, isActive: Bool, children: [RIBNode] = []) {
        self.name = name
        self.isViewful = isViewful
        self.isActive = isActive
        self.children = children
    }

    /// Every node with its path from the root ("Root/LoggedIn"), depth first.
    public func flattened(prefix: String = "") -> [(path: String, node: RIBNode)] {
        let path = prefix.isEmpty ? name : prefix + "/" + name
        return [(path, self)] + children.flatMap { $0.flattened(prefix: path) }
    }

    /// Every RIB name in the tree, depth first, for completion and lesson checks.
    public var allNames: [String] {
        flattened().map(\.node.name)
    }
}
