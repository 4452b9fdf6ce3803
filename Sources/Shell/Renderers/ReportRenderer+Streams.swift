/// Text for the streams part's reports.
extension ReportRenderer {
    static func render(_ report: StreamsReport, style: TextStyle) -> [String] {
        switch report {
        case .watching(let name): return [style.paint("watching \(name)", .dim)]
        case .alreadyWatching(let name): return [style.paint("already watching \(name)", .dim)]
        case .stoppedWatching(let names):
            return [style.paint(names.isEmpty ? "nothing was watched" : "stopped watching " + names.joined(separator: ", "), .dim)]
        case .listing(let listing): return render(listing)
        case .legend(let legend): return [""] + legend
        case .leaks(let summary): return render(summary)
        }
    }

    private static func render(_ listing: StreamListing) -> [String] {
        var lines: [String] = []
        if let sample = listing.sample {
            if listing.streams.isEmpty { lines.append("\(sample) publishes no streams") }
            for stream in listing.streams {
                lines.append("  \(stream.watched ? "*" : " ") \(stream.name)"
                             + (stream.recordedEvents > 0 ? "  (\(stream.recordedEvents) events recorded)" : ""))
            }
            if !listing.streams.isEmpty { lines.append("  * = watched. Type 'watch NAME' to print a stream's events.") }
            if !listing.actions.isEmpty {
                lines.append("fire now: " + listing.actions.joined(separator: ", ") + "  (type 'fire' for their arguments)")
            }
        } else {
            lines.append("no scene or app is loaded; type 'scene NAME' or 'app NAME'")
        }
        if !listing.operatorPlayground.isEmpty {
            lines.append("playground: " + listing.operatorPlayground.joined(separator: ", ") + "  (type 'play NAME')")
        }
        return lines
    }

    private static func render(_ leak: RIBLeak) -> String {
        switch leak {
        case .leaked(let message): return "leaked: \(message)"
        case .waiting(let object, let mustBeFreed): return "waiting: \(object) must \(mustBeFreed ? "be freed" : "leave the screen")"
        }
    }

    private static func render(_ summary: LeakSummary) -> [String] {
        var line = "Rx resources alive: \(summary.resources)"
        if let change = summary.change {
            line += change == 0 ? " (no change since the last 'leaks')" : " (\(change > 0 ? "+" : "")\(change) since the last 'leaks')"
        }
        var lines = [line, "watched streams: \(summary.watched)"]
        if let alive = summary.detachedRIBsAlive {
            lines += alive.isEmpty ? ["RIBs detached but still alive: none"] : ["RIBs detached but still alive:"] + alive.map { "  " + render($0) }
        }
        return lines
    }
}
