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
        case .fired(let summary):
            return [style.paint(firedLine(summary), .dim)]
        case .actions(let listing):
            let width = (listing.actions.map(\.usage.count).max() ?? 0) + 2
            var lines = [listing.actions.isEmpty ? "nothing to fire on \(listing.view ?? "this screen") now"
                                                 : "fire on \(listing.view ?? "the screen") now:"]
            lines += listing.actions.map { entry in
                "  " + TextLayout.padRight(entry.usage, width) + entry.summary
                    + (entry.aliases.isEmpty ? "" : " (also: " + entry.aliases.joined(separator: ", ") + ")")
            }
            return lines + hiddenLines(listing)
        case .actionsChanged(let listing):
            let names = listing.actions.map { $0.usage.split(separator: " ").first.map(String.init) ?? $0.usage }
            let line = "  fire now" + (listing.view.map { " (\($0))" } ?? "") + ": "
                + (names.isEmpty ? "nothing" : names.joined(separator: ", "))
            return [style.paint(line, .dim)] + hiddenLines(listing).map { style.paint($0, .dim) }
        case .view(let lines): return lines
        case .traceState(let on): return ["trace is \(on ? "on" : "off")"]
        case .traceSwitched(let on):
            return [style.paint(on ? "trace on: VIP and RIB calls are printed as they happen" : "trace off", .dim)]
        case .frameworkNotes(let notes): return notes
        case .linkWaiting(let wait):
            return [style.paint("nothing has routed yet: the link's workflow waits for the app (\(wait ?? "fire an action, then type 'tree'"))", .dim)]
        }
    }

    /// "hidden while TodoDetail is on top: TodoList's add, toggle, ..." for each covered view.
    private static func hiddenLines(_ listing: ActionListing) -> [String] {
        listing.covered.map { "  hidden while \($0.coveredBy) is on top: \($0.name)'s \($0.actions.joined(separator: ", "))" }
    }

    /// "fired request: request, getTitle; the screen is unchanged; next work due at t=50 (advance 50)".
    static func firedLine(_ summary: FireSummary) -> String {
        var parts = ["fired \(summary.action)" + (summary.calls.isEmpty ? "" : ": " + summary.calls.prefix(5).joined(separator: ", ")
                                                    + (summary.calls.count > 5 ? ", ..." : ""))]
        parts.append(screenLine(summary.screen))
        if let next = summary.nextScheduled { parts.append("more is scheduled at t=\(next)") }
        var line = parts.joined(separator: "; ") + "."
        if let stream = summary.suggestedStream { line += " Type 'watch \(stream)' (or 'trace on') to see each event." }
        return line
    }

    /// `the screen now shows "1. [ ] Milk"`, `the screen no longer shows "! Type a name first."`,
    /// or `the screen is unchanged`: the new lines (else the lines gone), two at most.
    static func screenLine(_ change: ScreenChange) -> String {
        if change.isEmpty { return "the screen is unchanged" }
        let (verb, lines) = change.added.isEmpty ? ("no longer shows", change.removed) : ("now shows", change.added)
        let shown = lines.prefix(2).map { "\"\($0)\"" }
        let listed = lines.count > 2 ? shown.joined(separator: ", ") + " and \(lines.count - 2) more line\(lines.count == 3 ? "" : "s")"
                                     : shown.joined(separator: " and ")
        return "the screen \(verb) \(listed)" + (lines.count > 2 ? " ('view' shows it all)" : "")
    }
}
