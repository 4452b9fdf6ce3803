/// Prints stream events one per line, aligned: `[t=  120] title.display  next(hello)`.
public enum EventLineRenderer {
    /// Renders a batch; time and stream columns are as wide as the widest in the batch
    /// (time at least 5 digits, so lines from consecutive commands usually line up too).
    public static func render(_ events: [StreamEvent], style: TextStyle) -> [String] {
        let timeWidth = max(5, events.map { String($0.time).count }.max() ?? 0)
        let nameWidth = events.map(\.stream.count).max() ?? 0
        return events.map { event in
            let time = "[t=" + TextLayout.padLeft(String(event.time), timeWidth) + "]"
            let name = TextLayout.padRight(event.stream, nameWidth)
            return style.paint(time, .dim) + " " + style.paint(name, .cyan) + "  " + describe(event.kind, style: style)
        }
    }

    static func describe(_ kind: StreamEvent.Kind, style: TextStyle) -> String {
        switch kind {
        case .next: return EventText.of(kind)
        case .error: return style.paint(EventText.of(kind), .red)
        case .completed: return style.paint(EventText.of(kind), .green)
        }
    }
}
