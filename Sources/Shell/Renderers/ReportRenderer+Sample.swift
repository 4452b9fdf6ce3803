/// Text for the sample part's reports.
extension ReportRenderer {
    static func render(_ report: SampleReport, style: TextStyle) -> [String] {
        switch report {
        case .loaded(let loaded):
            var lines = ["loaded \(loaded.kind.rawValue) \(loaded.name): \(loaded.summary)"]
            if !loaded.actions.isEmpty { lines.append("  fire:  " + loaded.actions.joined(separator: ", ")) }
            if !loaded.streams.isEmpty { lines.append("  watch: " + loaded.streams.joined(separator: ", ")) }
            if let usage = loaded.firstActionUsage {
                // What the view shows is the most telling stream to start with.
                let suggested = loaded.streams.first { $0.hasSuffix(".display") } ?? loaded.streams.first
                lines.append("  try:   " + (suggested.map { "watch \($0); " } ?? "") + "fire \(usage)")
            }
            return lines
        case .answer(let text): return [text]
        case .nothingWatched(let action, let stream):
            return [style.paint("fired \(action); nothing is watched, so nothing is printed."
                                + (stream.map { " Type 'watch \($0)' (or 'trace on') to see the answer, 'view' for the screen." } ?? ""), .dim)]
        case .view(let lines): return lines
        case .traceState(let on): return ["trace is \(on ? "on" : "off")"]
        case .traceSwitched(let on):
            return [style.paint(on ? "trace on: VIP and RIB calls are printed as they happen" : "trace off", .dim)]
        case .frameworkNotes(let notes): return notes
        case .linkWaiting(let wait):
            return [style.paint("nothing has routed yet: the link's workflow waits for the app (\(wait ?? "fire an action, then type 'tree'"))", .dim)]
        }
    }
}
