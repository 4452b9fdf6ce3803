extension RIBNode {
    /// The tree as indented lines, e.g.
    /// ```
    /// Root (viewful, active)
    /// └─ LoggedIn (viewless, active)
    ///    └─ TodoList (viewful, active)
    /// ```
    public func renderText() -> String {
        renderLines(branches: .unicode) { _, node in "\(node.name) (\(node.traits))" }.joined(separator: "\n")
    }

    /// One line per node, in the order of `nodesByPath`: the branches that lead to it, then
    /// what `label` says of the node, given its path (see `nodesByPath`). The one tree walk
    /// behind `renderText()` and the shell's `tree`, which adds what changed.
    public func renderLines(branches: TreeBranches, label: (_ path: String, _ node: RIBNode) -> String) -> [String] {
        var lines = [label(name, self)]
        appendLines(to: &lines, path: name, prefix: "", branches: branches, label: label)
        return lines
    }

    /// `viewful, active`.
    var traits: String {
        "\(viewKind), \(isActive ? "active" : "inactive")"
    }

    private func appendLines(to lines: inout [String], path: String, prefix: String, branches: TreeBranches,
                             label: (_ path: String, _ node: RIBNode) -> String) {
        for (index, (child, childPath)) in zip(children, childPaths(under: path)).enumerated() {
            let isLast = index == children.count - 1
            lines.append(prefix + (isLast ? branches.last : branches.middle) + label(childPath, child))
            child.appendLines(to: &lines, path: childPath, prefix: prefix + (isLast ? branches.afterLast : branches.through),
                              branches: branches, label: label)
        }
    }
}

/// The glyphs that lead from a parent's line to its children's in `RIBNode.renderLines`.
public struct TreeBranches: Sendable, Equatable {
    /// Before a child that has a sibling below it.
    public let middle: String
    /// Before the last child.
    public let last: String
    /// Under a child that has a sibling below it, in front of its own children.
    public let through: String
    /// Under the last child, in front of its own children.
    public let afterLast: String

    /// `├─ ` and `└─ `.
    public static let unicode = TreeBranches(middle: "├─ ", last: "└─ ", through: "│  ", afterLast: "   ")
    /// `|-- ` and `` `-- ``, for text that must stay ASCII.
    public static let ascii = TreeBranches(middle: "|-- ", last: "`-- ", through: "|   ", afterLast: "    ")
}
