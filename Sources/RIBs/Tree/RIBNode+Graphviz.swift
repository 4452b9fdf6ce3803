extension RIBNode {
    /// The tree as a Graphviz DOT digraph, one line per node, then one per edge: each label
    /// says whether the RIB is viewful, viewless RIBs are dashed and inactive ones grey. Node
    /// ids are paths from the root (see `nodesByPath`), so equal names never merge.
    public func renderGraphviz() -> String {
        let entries = pathEntries()
        var lines = ["digraph RIBs {", "  node [shape=box];"]
        for (path, _, node) in entries {
            var attributes = ["label=\"\(escapedDOT(node.name))\\n\(node.viewKind)\""]
            if !node.isViewful { attributes.append("style=dashed") }
            if !node.isActive { attributes.append("color=gray") }
            lines.append("  \"\(escapedDOT(path))\" [\(attributes.joined(separator: ", "))];")
        }
        lines += Self.edges(of: entries).map { "  \"\(escapedDOT($0.parent))\" -> \"\(escapedDOT($0.child))\";" }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// `viewful` or `viewless`.
    var viewKind: String { isViewful ? "viewful" : "viewless" }

    /// Every parent-child pair among `entries`, by path: parents in the order of `entries`,
    /// each parent's children in attach order.
    static func edges(of entries: [(path: String, parent: String?, node: RIBNode)]) -> [(parent: String, child: String)] {
        let children = Dictionary(grouping: entries.compactMap { entry in entry.parent.map { ($0, entry.path) } }, by: \.0)
        return entries.flatMap { entry in (children[entry.path] ?? []).map { (parent: $0.0, child: $0.1) } }
    }
}

/// `text` as it may stand between the quotes of a DOT string.
func escapedDOT(_ text: String) -> String {
    text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
}
