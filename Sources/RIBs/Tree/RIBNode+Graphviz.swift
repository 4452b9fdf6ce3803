import Foundation

extension RIBNode {
    /// The tree as a Graphviz DOT digraph: viewful RIBs are boxes, viewless ones ellipses,
    /// inactive ones dashed. Node ids follow the path from the root (`n0`, `n0_1`), so equal
    /// names never merge.
    public func renderGraphviz(graphName: String = "RIBs") -> String {
        var lines = ["digraph \(quotedDOT(graphName)) {", "  node [fontname=\"Helvetica\"];"]
        appendDOT(to: &lines, id: "n0")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private func appendDOT(to lines: inout [String], id: String) {
        let shape = isViewful ? "box" : "ellipse"
        let style = isActive ? "solid" : "dashed"
        lines.append("  \(id) [label=\(quotedDOT(name)), shape=\(shape), style=\(style)];")
        for (index, child) in children.enumerated() {
            let childId = "\(id)_\(index)"
            lines.append("  \(id) -> \(childId);")
            child.appendDOT(to: &lines, id: childId)
        }
    }
}

/// A DOT string literal.
func quotedDOT(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
