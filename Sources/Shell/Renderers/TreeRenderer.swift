import RIBs

/// Draws the RIB tree as `tree` prints it: indented text with what changed marked. The DOT
/// and Mermaid exports are RIBs' own (`RIBNode.renderGraphviz()`, `renderMermaid()`).
public enum TreeRenderer {
    /// Indented tree; with `changes`, attached RIBs get `+`, state changes `*`, and RIBs that
    /// left the tree are listed after it, so changes read without colour too.
    public static func renderText(_ root: RIBNode, changes: TreeChanges?, style: TextStyle) -> [String] {
        let lines = root.renderLines(branches: .ascii) { path, node in
            let text = node.name + " " + describe(node, style: style)
            guard let mark = changes?.marks[path] else { return text }
            return text + "  " + render(mark, style: style)
        }
        return lines + (changes?.detached ?? []).map { style.paint("- detached: \($0)", .red) }
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
