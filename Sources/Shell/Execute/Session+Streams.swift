import Rx

/// `watch`, `unwatch`, `streams`, `marbles`, `leaks`.
extension Session {
    func watch(_ name: String) throws(ShellError) {
        let sample = try requireSample(for: "watch")
        let streams = sample.streams
        guard let stream = streams.first(where: { $0.name == name }) else {
            let names = streams.map(\.name)
            throw ShellError.unknownName(kind: "stream in \(sample.name)", name: name,
                                         suggestion: DidYouMean.closest(to: name, among: names), known: names)
        }
        if watches.contains(where: { $0.name == name }) {
            return emit(.notice("already watching \(name)"))
        }
        if recordings[name] == nil {
            recordings[name] = StreamRecording()
            recordingOrder.append(name)
        }
        recordings[name]?.windows.append(SubscriptionWindow(start: now, end: nil))
        emit(.notice("watching \(name)"))
        let subscription = stream.events.subscribe { [weak self] event in
            self?.record(name, event)
        }
        watches.append((name, subscription))
    }

    private func record(_ name: String, _ event: Event<String>) {
        let kind: StreamEvent.Kind
        switch event {
        case .next(let value): kind = .next(EventText.value(value))
        case .error(let error): kind = .error(String(describing: error))
        case .completed: kind = .completed
        }
        let recorded = StreamEvent(time: now, stream: name, kind: kind)
        recordings[name]?.events.append(recorded)
        pendingEvents.append(recorded)
    }

    func unwatch(_ name: String) throws(ShellError) {
        if name == "all" {
            let names = watches.map(\.name)
            for entry in watches { stopWatching(entry.name) }
            return emit(.notice(names.isEmpty ? "nothing was watched" : "stopped watching " + names.joined(separator: ", ")))
        }
        guard watches.contains(where: { $0.name == name }) else {
            let names = watches.map(\.name)
            throw ShellError.unknownName(kind: "watched stream", name: name,
                                         suggestion: DidYouMean.closest(to: name, among: names), known: names)
        }
        stopWatching(name)
        emit(.notice("stopped watching \(name)"))
    }

    private func stopWatching(_ name: String) {
        guard let index = watches.firstIndex(where: { $0.name == name }) else { return }
        watches[index].subscription.dispose()
        watches.remove(at: index)
        if var recording = recordings[name], let last = recording.windows.indices.last {
            recording.windows[last].end = now
            recordings[name] = recording
        }
    }

    func listStreams() {
        var lines: [String] = []
        if let sample {
            let streams = sample.streams
            if streams.isEmpty { lines.append("\(sample.name) publishes no streams") }
            for stream in streams {
                let watched = watches.contains { $0.name == stream.name }
                let count = recordings[stream.name]?.events.count ?? 0
                lines.append("  \(watched ? "*" : " ") \(stream.name)" + (count > 0 ? "  (\(count) events recorded)" : ""))
            }
            if !streams.isEmpty { lines.append("  * = watched. Type 'watch NAME' to print a stream's events.") }
        } else {
            lines.append("no scene or app is loaded; type 'scene NAME' or 'app NAME'")
        }
        if !definitions.isEmpty {
            lines.append("playground: " + definitions.map(\.name).joined(separator: ", ") + "  (type 'play NAME')")
        }
        emit(.lines(lines))
    }

    func marbles(_ names: [String]) throws(ShellError) {
        let chosen = names.isEmpty ? recordingOrder : names
        guard !chosen.isEmpty else {
            throw ShellError.wrongState(reason: "nothing has been recorded yet",
                                        nextStep: "Type 'watch STREAM', then fire and advance; 'streams' lists the names.")
        }
        var tracks: [MarbleTrack] = []
        for name in chosen {
            guard let recording = recordings[name] else {
                throw ShellError.unknownName(kind: "recorded stream", name: name,
                                             suggestion: DidYouMean.closest(to: name, among: recordingOrder), known: recordingOrder)
            }
            let events = recording.events.map { event -> MarbleEvent in
                switch event.kind {
                case .next(let value): return MarbleEvent(time: event.time, kind: .value(value))
                case .error: return MarbleEvent(time: event.time, kind: .error)
                case .completed: return MarbleEvent(time: event.time, kind: .completed)
                }
            }
            tracks.append(MarbleTrack(label: name, events: events, subscriptions: recording.windows))
        }
        let start = tracks.flatMap { $0.subscriptions.map(\.start) + $0.events.map(\.time) }.min() ?? now
        let (keyed, legend) = MarbleLegend.abbreviate(tracks)
        emit(.marbles(MarbleDiagram(tracks: keyed, start: start, end: max(now, start), frame: Self.marbleFrame), caption: []))
        if !legend.isEmpty { emit(.lines([""] + legend)) }
    }

    func leaks() {
        let total = Resources.total
        var line = "Rx resources alive: \(total)"
        if let last = lastResourceCount {
            let change = Int(total) - Int(last)
            line += change == 0 ? " (no change since the last 'leaks')" : " (\(change > 0 ? "+" : "")\(change) since the last 'leaks')"
        }
        lastResourceCount = total
        var lines = [line, "watched streams: \(watches.count)"]
        if let sample, sample.ribTree != nil {
            let report = sample.leakReport()
            lines += report.isEmpty ? ["RIBs detached but still alive: none"] : ["RIBs detached but still alive:"] + report.map { "  " + $0 }
        }
        emit(.lines(lines))
    }
}
