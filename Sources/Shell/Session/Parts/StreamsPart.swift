import Rx

/// Watched streams and everything recorded on them: `watch`, `unwatch`, `streams`,
/// `marbles`, `leaks`.
///
/// State: the live subscriptions and the recordings (kept after `unwatch`, for `marbles`);
/// the events not printed yet wait in the session's output. Loading another sample clears it.
///
/// Made by the session with what it works with: the output (where watched events wait to be
/// printed), the clock they are timed by, the sample whose streams it watches, and the
/// operator playground, whose streams it lists and whose recordings stand in for a stream
/// not watched.
public final class StreamsPart {
    /// Watched stream names in the order they were watched, with their subscriptions.
    var watches: [(name: String, subscription: Disposable)] = []
    /// Everything recorded per stream name, for `marbles`; kept after `unwatch`.
    var recordings: [String: StreamRecording] = [:]
    /// Recorded stream names, oldest first.
    public private(set) var recordingOrder: [String] = []
    /// Rx resources counted when `leaks` last ran, to show the change.
    private var lastResourceCount: Int32?
    private let output: SessionOutput
    private let clock: ClockPart
    private let samples: any LoadedSampleSource
    private let operatorPlayground: any PlayedStreams

    init(output: SessionOutput, clock: ClockPart, samples: any LoadedSampleSource, operatorPlayground: any PlayedStreams) {
        self.output = output
        self.clock = clock
        self.samples = samples
        self.operatorPlayground = operatorPlayground
    }

    /// Names being watched now, oldest first.
    public var watchedNames: [String] { watches.map(\.name) }

    /// True when watched streams sent events not printed yet.
    var hasPendingEvents: Bool { output.hasPendingEvents }

    /// Events recorded on a stream in `EventText` form (`next(hello)`, `completed`,
    /// `error(REASON)`), exactly as the shell printed them: a watched stream's recording, or
    /// else what `play` recorded for a playground stream of that name. Lesson checks and
    /// predictions read it.
    func recordedEventTexts(stream: String) -> [(time: Int, event: String)] {
        let watched = (recordings[stream]?.events ?? []).map { ($0.time, EventText.of($0.kind)) }
        return watched.isEmpty ? operatorPlayground.recordedEventTexts(stream: stream) : watched
    }

    /// Stops every watch and forgets every recording (another sample was loaded).
    func clear() {
        for watch in watches { watch.subscription.dispose() }
        watches = []
        recordings = [:]
        recordingOrder = []
        output.dropPendingEvents()
    }

    func watch(_ typed: String) throws(ShellError) {
        let sample = try samples.require(for: "watch")
        let streams = sample.streams
        let name = try StreamName.resolve(typed, among: streams.map(\.name), kind: "stream in \(sample.name)")
        guard let stream = streams.first(where: { $0.name == name }) else { return }
        if watches.contains(where: { $0.name == name }) {
            return output.emit(.streams(.alreadyWatching(name)))
        }
        if recordings[name] == nil {
            recordings[name] = StreamRecording()
            recordingOrder.append(name)
        }
        recordings[name]?.windows.append(SubscriptionWindow(start: clock.now, end: nil))
        output.emit(.streams(.watching(name)))
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
        let recorded = StreamEvent(time: clock.now, stream: name, kind: kind)
        recordings[name]?.events.append(recorded)
        output.record(recorded)
    }

    func unwatch(_ name: String) throws(ShellError) {
        if name == "all" {
            let names = watches.map(\.name)
            for entry in watches { stopWatching(entry.name, at: clock.now) }
            return output.emit(.streams(.stoppedWatching(names)))
        }
        let name = try StreamName.resolve(name, among: watches.map(\.name), kind: "watched stream")
        stopWatching(name, at: clock.now)
        output.emit(.streams(.stoppedWatching([name])))
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

    func list() {
        var listing = StreamListing(operatorPlayground: operatorPlayground.names)
        if let sample = samples.loaded {
            listing.sample = sample.name
            listing.actions = sample.actions.map(\.name)
            listing.streams = sample.streams.map { stream in
                StreamListing.Entry(name: stream.name, watched: watches.contains { $0.name == stream.name },
                                    recordedEvents: recordings[stream.name]?.events.count ?? 0)
            }
        }
        output.emit(.streams(.listing(listing)))
    }

    func marbles(_ names: [String]) throws(ShellError) {
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
        let now = clock.now
        let start = tracks.flatMap { $0.subscriptions.map(\.start) + $0.events.map(\.time) }.min() ?? now
        let (keyed, legend) = MarbleLegend.abbreviate(tracks)
        output.emit(.marbles(MarbleDiagram(tracks: keyed, start: start, end: max(now, start), frame: Session.marbleFrame)))
        if !legend.isEmpty { output.emit(.streams(.legend(legend))) }
    }

    func leaks() {
        let total = Resources.total
        var summary = LeakSummary(resources: total, watched: watches.count)
        if let last = lastResourceCount { summary.change = Int(total) - Int(last) }
        lastResourceCount = total
        if let app = samples.loaded as? RIBTreeSample {
            summary.detachedRIBsAlive = app.leakReport()
        }
        output.emit(.streams(.leaks(summary)))
    }
}

/// Events and subscription windows recorded for one stream name.
struct StreamRecording {
    var events: [StreamEvent] = []
    var windows: [SubscriptionWindow] = []
}
