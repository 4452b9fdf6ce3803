/// Draws VIP or RIB calls as arrows between lanes, one call per line, in the order they were
/// made; a call made inside another is indented under it.
///
/// ```
///            view        interactor  worker
/// [t=  100]  |---------->|                       fetchTitle()
/// [t=  150]  |           |<----------|           "hello"
/// ```
public enum TraceRenderer {
    /// Lanes appear in this order when present; other roles follow in order of first use.
    public static let laneOrder = ["view", "interactor", "worker", "presenter", "router", "builder", "listener"]

    public static func render(_ steps: [TraceStep], style: TextStyle) -> [String] {
        guard !steps.isEmpty else { return [] }
        var lanes = laneOrder.filter { role in steps.contains { $0.from == role || $0.to == role } }
        for step in steps {
            for role in [step.from, step.to] where !lanes.contains(role) { lanes.append(role) }
        }
        let spacing = max(12, (lanes.map(\.count).max() ?? 0) + 2)
        let timeWidth = max(5, steps.map { String($0.time).count }.max() ?? 0)
        let gutter = String(repeating: " ", count: timeWidth + 6)
        let laneWidth = spacing * (lanes.count - 1) + 1

        var header = ""
        for lane in lanes { header += TextLayout.padRight(lane, spacing) }
        var lines = [gutter + style.paint(trimmed(header), .bold)]
        for step in steps {
            let from = lanes.firstIndex(of: step.from) ?? 0
            let to = lanes.firstIndex(of: step.to) ?? 0
            var row = Array(repeating: Character(" "), count: laneWidth)
            for index in lanes.indices { row[index * spacing] = "|" }
            let low = min(from, to) * spacing, high = max(from, to) * spacing
            if from == to {
                row[low] = "@"
            } else {
                for position in (low + 1)..<high { row[position] = "-" }
                if to > from { row[high - 1] = ">" } else { row[low + 1] = "<" }
            }
            let time = "[t=" + TextLayout.padLeft(String(step.time), timeWidth) + "]  "
            lines.append(style.paint(time, .dim) + String(row) + "   " + String(repeating: "  ", count: step.depth) + step.call)
        }
        return lines
    }

    private static func trimmed(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}
