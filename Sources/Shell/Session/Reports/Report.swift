import ArchLabWorkbook

/// One piece of output from executing a command, before it becomes text.
///
/// Parts produce these through `Session.emit(_:)`; `ReportRenderer` turns them into lines.
/// Each part has its own report type (`ClockReport`, `StreamsReport`, ...), rendered by its
/// own `ReportRenderer+Part.swift`; no learner text is made while a command runs. Keeping
/// them as values lets tests assert what a command did without parsing text.
public enum Report: Equatable, Sendable {
    case helpIndex
    case help(topic: String)
    /// The virtual time (`time`).
    case time(Int)
    case events([StreamEvent])
    /// A marble diagram, with optional caption lines printed above it.
    case marbles(MarbleDiagram, caption: [String])
    case tree(RIBNode, previous: RIBNode?)
    case treeExport(TreeFormat, RIBNode)
    case trace([TraceStep])
    case clock(ClockReport)
    case streams(StreamsReport)
    case playground(PlaygroundReport)
    case sample(SampleReport)
    case lesson(LessonReport)
    /// An error that did not stop the command (a scheduled command failing during `advance`).
    case failure(ShellError)
}

/// What the clock part did.
public enum ClockReport: Equatable, Sendable {
    /// Ctrl-C stopped `advance` or `run`.
    case interrupted(at: Int)
    /// `run` reached its limit with work still scheduled.
    case runStopped(at: Int, nextScheduled: Int)
    /// `run` finished; `from == to` when nothing was scheduled.
    case ran(from: Int, to: Int)
    case scheduled(at: Int)
}

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
    /// The playground's stream names.
    public var playground: [String]

    public init(sample: String? = nil, streams: [Entry] = [], playground: [String]) {
        self.sample = sample
        self.streams = streams
        self.playground = playground
    }
}

/// What `leaks` found.
public struct LeakSummary: Equatable, Sendable {
    public var resources: Int32
    /// Change since the last `leaks`; nil the first time.
    public var change: Int?
    public var watched: Int
    /// Detached RIBs still alive, one line each; nil when no RIBs app is loaded.
    public var detachedRIBsAlive: [String]?

    public init(resources: Int32, change: Int? = nil, watched: Int, detachedRIBsAlive: [String]? = nil) {
        self.resources = resources
        self.change = change
        self.watched = watched
        self.detachedRIBsAlive = detachedRIBsAlive
    }
}

/// What the playground part did.
public enum PlaygroundReport: Equatable, Sendable {
    /// One playground stream that failed while played.
    public struct Failure: Equatable, Sendable {
        public var stream: String
        /// Ticks after the play started.
        public var time: Int
        public var reason: String
    }
    case defined(name: String, StreamDefinition)
    case failures([Failure])
}

/// What the sample part did.
public enum SampleReport: Equatable, Sendable {
    case loaded(LoadSummary)
    /// A result line in the sample's own words.
    case answer(String)
    /// The first fire into a scene with nothing watched or traced.
    case nothingWatched(action: String, suggestedStream: String?)
    case view([String])
    case traceState(on: Bool)
    case traceSwitched(on: Bool)
    /// Messages the sample's framework reported (a RIBs failure).
    case frameworkNotes([String])
    /// A deep link was opened but nothing routed yet; what it waits for, when known.
    case linkWaiting(String?)
}

/// What `scene`/`app` loaded, for the "loaded ..." lines.
public struct LoadSummary: Equatable, Sendable {
    public var kind: SampleKind
    public var name: String
    public var summary: String
    public var actions: [String]
    public var firstActionUsage: String?
    public var streams: [String]
}

/// What the lesson engine answered.
public enum LessonReport: Equatable, Sendable {
    /// A step's page (Markdown), for `lesson`, `next`, `back`.
    case page(String)
    /// The `lessons` table.
    case overview([LessonOverview])
    /// A message of the workbook, already worded by it (hints, verdicts, notices).
    case message(String)
    /// `reset --all` without `--yes`.
    case confirmResetAll
}
