import Rx

/// Watched streams and everything recorded on them: `watch`, `unwatch`, `streams`,
/// `marbles`, `leaks`.
///
/// State: the live subscriptions, the recordings (kept after `unwatch`, for `marbles`), and
/// events not yet handed to the session's output. Loading another sample clears it.
public final class StreamsPart {
    /// Watched stream names in the order they were watched, with their subscriptions.
    var watches: [(name: String, subscription: Disposable)] = []
    /// Everything recorded per stream name, for `marbles`; kept after `unwatch`.
    var recordings: [String: StreamRecording] = [:]
    /// Recorded stream names, oldest first.
    public private(set) var recordingOrder: [String] = []
    /// Events seen on watched streams, waiting to be printed as one aligned batch.
    private var pendingEvents: [StreamEvent] = []
    /// Rx resources counted when `leaks` last ran, to show the change.
    private var lastResourceCount: Int32?

    init() {}

    /// Names being watched now, oldest first.
    public var watchedNames: [String] { watches.map(\.name) }

    /// True when watched streams sent events not printed yet.
    var hasPendingEvents: Bool { !pendingEvents.isEmpty }

    func takePendingEvents() -> [StreamEvent] {
        defer { pendingEvents = [] }
        return pendingEvents
    }

    func recordedEventTexts(stream: String) -> [(time: Int, event: String)] {
        (recordings[stream]?.events ?? []).map { ($0.time, EventText.of($0.kind)) }
    }

    /// Stops every watch and forgets every recording (another sample was loaded).
    func clear() {
        for watch in watches { watch.subscription.dispose() }
        watches = []
        recordings = [:]
        recordingOrder = []
        pendingEvents = []
    }

    func watch(_ typed: String, in session: Session) throws(ShellError) {
        let sample = try session.samples.require(for: "watch")
        let streams = sample.streams
        let name = try StreamName.resolve(typed, among: streams.map(\.name), kind: "stream in \(sample.name)")
        guard let stream = streams.first(where: { $0.name == name }) else { return }
        if watches.contains(where: { $0.name == name }) {
            return session.emit(.streams(.alreadyWatching(name)))
        }
        if recordings[name] == nil {
            recordings[name] = StreamRecording()
            recordingOrder.append(name)
        }
        recordings[name]?.windows.append(SubscriptionWindow(start: session.now, end: nil))
        session.emit(.streams(.watching(name)))
        let clock = session.clock
        let subscription = stream.events.subscribe { [weak self] event in
            self?.record(name, event, at: clock.now)
        }
        watches.append((name, subscription))
    }

    private func record(_ name: String, _ event: Event<String>, at time: Int) {
        let kind: StreamEvent.Kind
        switch event {
        case .next(let value): kind = .next(EventText.value(value))
        case .error(let error): kind = .error(String(describing: error))
        case .completed: kind = .completed
        }
        let recorded = StreamEvent(time: time, stream: name, kind: kind)
        recordings[name]?.events.append(recorded)
        pendingEvents.append(recorded)
    }

    func unwatch(_ name: String, in session: Session) throws(ShellError) {
        if name == "all" {
            let names = watches.map(\.name)
            for entry in watches { stopWatching(entry.name, at: session.now) }
            return session.emit(.streams(.stoppedWatching(names)))
        }
        let name = try StreamName.resolve(name, among: watches.map(\.name), kind: "watched stream")
        stopWatching(name, at: session.now)
        session.emit(.streams(.stoppedWatching([name])))
    }

    private func stopWatching(_ name: String, at time: Int) {
        guard let index = watches.firstIndex(where: { $0.name == name }) else { return }
        watches[index].subscription.dispose()
        watches.remove(at: index)
        if var recording = recordings[name], let last = recording.windows.indices.last {
            recording.windows[last].end = time
            recordings[name] = recording
        }
    }

    func list(in session: Session) {
        var listing = StreamListing(operatorPlayground: session.operatorPlayground.names)
        if let sample = session.sample {
            listing.sample = sample.name
            listing.actions = sample.actions.map(\.name)
            listing.streams = sample.streams.map { stream in
                StreamListing.Entry(name: stream.name, watched: watches.contains { $0.name == stream.name },
                                    recordedEvents: recordings[stream.name]?.events.count ?? 0)
            }
        }
        session.emit(.streams(.listing(listing)))
    }

    func marbles(_ names: [String], in session: Session) throws(ShellError) {
        let chosen = names.isEmpty ? recordingOrder : names
        guard !chosen.isEmpty else {
            throw ShellError.wrongState(reason: "nothing has been recorded yet",
                                        nextStep: "Type 'watch STREAM', then fire and advance; 'streams' lists the names.")
        }
        var tracks: [MarbleTrack] = []
        for typed in chosen {
            let name = try StreamName.resolve(typed, among: recordingOrder, kind: "recorded stream")
            guard let recording = recordings[name] else { continue }
            let events = recording.events.map { event -> MarbleEvent in
                switch event.kind {
                case .next(let value): return MarbleEvent(time: event.time, kind: .value(value))
                case .error: return MarbleEvent(time: event.time, kind: .error)
                case .completed: return MarbleEvent(time: event.time, kind: .completed)
                }
            }
            tracks.append(MarbleTrack(label: name, events: events, subscriptions: recording.windows))
        }
        let now = session.now
        let start = tracks.flatMap { $0.subscriptions.map(\.start) + $0.events.map(\.time) }.min() ?? now
        let (keyed, legend) = MarbleLegend.abbreviate(tracks)
        session.emit(.marbles(MarbleDiagram(tracks: keyed, start: start, end: max(now, start), frame: Session.marbleFrame)))
        if !legend.isEmpty { session.emit(.streams(.legend(legend))) }
    }

    func leaks(in session: Session) {
        let total = Resources.total
        var summary = LeakSummary(resources: total, watched: watches.count)
        if let last = lastResourceCount { summary.change = Int(total) - Int(last) }
        lastResourceCount = total
        if let app = session.sample as? RIBTreeSample {
            summary.detachedRIBsAlive = app.leakReport()
        }
        session.emit(.streams(.leaks(summary)))
    }
}

/// Events and subscription windows recorded for one stream name.
struct StreamRecording {
    var events: [StreamEvent] = []
    var windows: [SubscriptionWindow] = []
}
