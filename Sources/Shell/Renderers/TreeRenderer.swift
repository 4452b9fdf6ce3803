/// Draws the RIB tree: indented text with changes marked, Graphviz dot, or Mermaid.
public enum TreeRenderer {
    /// Indented tree; nodes new since `previous` get `+`, state changes get `*`, and RIBs
    /// that left the tree are listed after it, so changes read without colour too.
    public static func renderText(_ root: RIBNode, previous: RIBNode?, style: TextStyle) -> [String] {
        let before = Dictionary(previous?.flattened().map { ($0.path, $0.node) } ?? [], uniquingKeysWith: { first, _ in first })
        var lines: [String] = []
        func visit(_ node: RIBNode, path: String, prefix: String, isLast: Bool, isRoot: Bool) {
            let branch = isRoot ? "" : (isLast ? "`-- " : "|-- ")
            var text = node.name + " " + describe(node, style: style)
            if previous != nil {
                if let old = before[path] {
                    var changes: [String] = []
                    if old.isActive != node.isActive { changes.append(node.isActive ? "now active" : "now inactive") }
                    if old.isViewful != node.isViewful { changes.append(node.isViewful ? "now viewful" : "now viewless") }
                    if !changes.isEmpty { text += "  " + style.paint("* " + changes.joined(separator: ", "), .yellow) }
                } else {
                    text += "  " + style.paint("+ attached", .green)
                }
            }
            lines.append(prefix + branch + text)
            let childPrefix = isRoot ? "" : prefix + (isLast ? "    " : "|   ")
            for (index, child) in node.children.enumerated() {
                visit(child, path: path + "/" + child.name, prefix: childPrefix, isLast: index == node.children.count - 1, isRoot: false)
            }
        }
        visit(root, path: root.name, prefix: "", isLast: true, isRoot: true)
        let now = Set(root.flattened().map(\.path))
        for (path, _) in previous?.flattened() ?? [] where !now.contains(path) {
            lines.append(style.paint("- detached: \(path)", .red))
        }
        return lines
    }

    private static func describe(_ node: RIBNode, style: TextStyle) -> String {
        let view = node.isViewful ? "viewful" : "viewless"
        let state = node.isActive ? "active" : style.paint("inactive", .dim)
        return "(\(view), \(state))"
    }

    /// Graphviz: viewless RIBs dashed, inactive ones grey.
    public static func renderDot(_ root: RIBNode) -> [String] {
        var lines = ["digraph RIBs {", "  node [shape=box];"]
        let nodes = root.flattened()
        for (path, node) in nodes {
            var attributes = ["label=\"\(escape(node.name))\\n\(node.isViewful ? "viewful" : "viewless")\""]
            if !node.isViewful { attributes.append("style=dashed") }
            if !node.isActive { attributes.append("color=gray") }
            lines.append("  \"\(escape(path))\" [\(attributes.joined(separator: ", "))];")
        }
        for (path, node) in nodes {
            for child in node.children {
                lines.append("  \"\(escape(path))\" -> \"\(escape(path + "/" + child.name))\";")
            }
        }
        lines.append("}")
        return lines
    }

    /// Mermaid flowchart: viewless RIBs in rounded boxes.
    public static func renderMermaid(_ root: RIBNode) -> [String] {
        var lines = ["graph TD"]
        let nodes = root.flattened()
        var ids: [String: String] = [:]
        for (index, entry) in nodes.enumerated() { ids[entry.path] = "n\(index)" }
        for (path, node) in nodes {
            let id = ids[path] ?? "n"
            let label = "\(node.name) \(node.isViewful ? "viewful" : "viewless")\(node.isActive ? "" : " inactive")"
                .replacing("\"", with: "'")
            lines.append(node.isViewful ? "  \(id)[\"\(label)\"]" : "  \(id)(\"\(label)\")")
        }
        for (path, node) in nodes {
            for child in node.children {
                lines.append("  \(ids[path] ?? "n") --> \(ids[path + "/" + child.name] ?? "n")")
            }
        }
        return lines
    }

    private static func escape(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    }
}
