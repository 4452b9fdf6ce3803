import RIBs

/// Draws the RIB tree as `tree` prints it: indented text with what changed marked. The DOT
/// and Mermaid exports are RIBs' own (`RIBNode.renderGraphviz()`, `renderMermaid()`).
public enum TreeRenderer {
    /// Indented tree; with `changes`, attached RIBs get `+`, state changes `*`, and RIBs that
    /// left the tree are listed after it, so changes read without colour too.
    public static func renderText(_ root: RIBNode, changes: TreeChanges?, style: TextStyle) -> [String] {
        // `visit` walks the tree in the order of `nodesByPath`, so the n-th node it visits has the n-th path.
        let paths = root.nodesByPath.map(\.path)
        var index = 0
        var lines: [String] = []
        func visit(_ node: RIBNode, prefix: String, isLast: Bool, isRoot: Bool) {
            let path = paths[index]
            index += 1
            let branch = isRoot ? "" : (isLast ? "`-- " : "|-- ")
            var text = node.name + " " + describe(node, style: style)
            if let mark = changes?.marks[path] { text += "  " + render(mark, style: style) }
            lines.append(prefix + branch + text)
            let childPrefix = isRoot ? "" : prefix + (isLast ? "    " : "|   ")
            for (position, child) in node.children.enumerated() {
                visit(child, prefix: childPrefix, isLast: position == node.children.count - 1, isRoot: false)
            }
        }
        visit(root, prefix: "", isLast: true, isRoot: true)
        for path in changes?.detached ?? [] {
            lines.append(style.paint("- detached: \(path)", .red))
        }
        return lines
    }

    private static func render(_ mark: TreeChanges.Mark, style: TextStyle) -> String {
        switch mark {
        case .attached:
            return style.paint("+ attached", .green)
        case .changed(let isActive, let isViewful):
            let changes = [isActive.map { $0 ? "now active" : "now inactive" }, isViewful.map { $0 ? "now viewful" : "now viewless" }]
            return style.paint("* " + changes.compactMap { $0 }.joined(separator: ", "), .yellow)
        }
    }

    private static func describe(_ node: RIBNode, style: TextStyle) -> String {
        let view = node.isViewful ? "viewful" : "viewless"
        let state = node.isActive ? "active" : style.paint("inactive", .dim)
        return "(\(view), \(state))"
    }
}
