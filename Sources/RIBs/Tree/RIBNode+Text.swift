extension RIBNode {
    /// The tree as indented lines, e.g.
    /// ```
    /// Root (viewful, active)
    /// └─ LoggedIn (viewless, active)
    ///    └─ TodoList (viewful, active)
    /// ```
    public func renderText() -> String {
        var lines = ["\(name) (\(traits))"]
        appendChildren(to: &lines, prefix: "")
        return lines.joined(separator: "\n")
    }

    /// `viewful, active`.
    var traits: String {
        "\(viewKind), \(isActive ? "active" : "inactive")"
    }

    private func appendChildren(to lines: inout [String], prefix: String) {
        for (index, child) in children.enumerated() {
            let isLast = index == children.count - 1
            lines.append(prefix + (isLast ? "└─ " : "├─ ") + "\(child.name) (\(child.traits))")
            child.appendChildren(to: &lines, prefix: prefix + (isLast ? "   " : "│  "))
        }
    }
}
