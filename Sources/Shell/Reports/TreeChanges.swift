import RIBs

/// What changed in the RIB tree between two snapshots: the marks `tree` adds to RIBs' own
/// `RIBNode` (attached, changed state, detached), compared by path (`RIBNode.nodesByPath`).
public struct TreeChanges: Equatable, Sendable {
    /// How a RIB still in the tree differs from before.
    public enum Mark: Equatable, Sendable {
        case attached
        /// Its new state, for each trait that changed (`nil`: unchanged).
        case changed(isActive: Bool?, isViewful: Bool?)
    }

    /// Marks by path of the RIBs in the newer snapshot; a RIB unchanged has none.
    public let marks: [String: Mark]
    /// Paths of the RIBs that left the tree, in the order they stood in it.
    public let detached: [String]

    public init(from previous: RIBNode, to current: RIBNode) {
        let before = Dictionary(previous.nodesByPath, uniquingKeysWith: { first, _ in first })
        var marks: [String: Mark] = [:]
        for (path, node) in current.nodesByPath {
            guard let old = before[path] else {
                marks[path] = .attached
                continue
            }
            let isActive = old.isActive == node.isActive ? nil : node.isActive
            let isViewful = old.isViewful == node.isViewful ? nil : node.isViewful
            if isActive != nil || isViewful != nil { marks[path] = .changed(isActive: isActive, isViewful: isViewful) }
        }
        let now = Set(current.nodesByPath.map(\.path))
        self.marks = marks
        self.detached = previous.nodesByPath.map(\.path).filter { !now.contains($0) }
    }
}
