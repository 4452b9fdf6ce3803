extension RIBNode {
    /// The tree as a Mermaid flowchart (top-down), nodes first, then edges: viewful RIBs are
    /// rectangles, viewless ones rounded, and each label says so, and says `inactive`. Ids
    /// number the nodes in the order of `allNodes` (`n0`, `n1`), so equal names never merge.
    public func renderMermaid() -> String {
        let entries = pathEntries()
        var ids: [String: String] = [:]
        var lines = ["graph TD"]
        for (index, (path, _, node)) in entries.enumerated() {
            let id = "n\(index)"
            ids[path] = id
            let label = "\(node.name) \(node.viewKind)\(node.isActive ? "" : " inactive")".replacing("\"", with: "'")
            lines.append(node.isViewful ? "  \(id)[\"\(label)\"]" : "  \(id)(\"\(label)\")")
        }
        lines += Self.edges(of: entries).map { "  \(ids[$0.parent] ?? "") --> \(ids[$0.child] ?? "")" }
        return lines.joined(separator: "\n")
    }
}
