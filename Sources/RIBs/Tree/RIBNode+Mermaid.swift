import Foundation

extension RIBNode {
    /// The tree as a Mermaid flowchart (top-down): viewful RIBs are rectangles, viewless ones
    /// rounded; inactive ones carry the class `inactive`.
    public func renderMermaid() -> String {
        var lines = ["flowchart TD"]
        appendMermaid(to: &lines, id: "n0")
        if allNodes.contains(where: { !$0.isActive }) {
            lines.append("  classDef inactive stroke-dasharray: 5 5,color:#888;")
        }
        return lines.joined(separator: "\n")
    }

    private func appendMermaid(to lines: inout [String], id: String) {
        let label = name.replacingOccurrences(of: "\"", with: "#quot;")
        let shape = isViewful ? "\(id)[\"\(label)\"]" : "\(id)(\"\(label)\")"
        lines.append("  " + shape + (isActive ? "" : ":::inactive"))
        for (index, child) in children.enumerated() {
            let childId = "\(id)_\(index)"
            lines.append("  \(id) --> \(childId)")
            child.appendMermaid(to: &lines, id: childId)
        }
    }
}
