/// What the streams part did.
public enum StreamsReport: Equatable, Sendable {
    case watching(String)
    case alreadyWatching(String)
    /// `unwatch`; empty when `unwatch all` found nothing watched.
    case stoppedWatching([String])
    case listing(StreamListing)
    /// Keys of abbreviated values under a marble diagram, already laid out by `MarbleLegend`.
    case legend([String])
    case leaks(LeakSummary)
}

/// What `streams` lists.
public struct StreamListing: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var name: String
        public var watched: Bool
        public var recordedEvents: Int
    }
    /// The loaded sample's name; nil when nothing is loaded.
    public var sample: String?
    public var streams: [Entry] = []
    /// The operator playground's stream names (`let`).
    public var operatorPlayground: [String]
    /// The actions `fire` can send now, so the one listing shows what to fire and what to watch.
    public var actions: [String]

    public init(sample: String? = nil, streams: [Entry] = [], operatorPlayground: [String], actions: [String] = []) {
        self.sample = sample
        self.streams = streams
        self.operatorPlayground = operatorPlayground
        self.actions = actions
    }
}

/// What `leaks` found.
public struct LeakSummary: Equatable, Sendable {
    public var resources: Int32
    /// Change since the last `leaks`; nil the first time.
    public var change: Int?
    public var watched: Int
    /// Detached RIBs still alive; nil when no RIBs app is loaded.
    public var detachedRIBsAlive: [RIBLeak]?

    public init(resources: Int32, change: Int? = nil, watched: Int, detachedRIBsAlive: [RIBLeak]? = nil) {
        self.resources = resources
        self.change = change
        self.watched = watched
        self.detachedRIBsAlive = detachedRIBsAlive
    }
}
