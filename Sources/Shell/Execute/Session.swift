import Rx
import RxTestKit

/// Everything a shell session holds: the virtual clock, the loaded scene or app, watched
/// streams and their recordings, the playground's streams, and lesson state.
///
/// Single-threaded by contract: `Shell` calls `execute(_:)` for one command at a time, and
/// everything the command starts runs on `scheduler`, a `TestScheduler` this session owns.
/// Output is appended to `output` as the command runs (so nothing is lost when a command
/// fails halfway) and taken by the caller with `takeOutput()`.
public final class Session {
    /// The one virtual clock; every sample, stream and playground run uses it.
    public let scheduler: TestScheduler
    let catalog: SampleCatalog
    /// The loaded scene or app.
    public internal(set) var sample: LoadedSample?
    /// Watched stream names in the order they were watched, with their subscriptions.
    var watches: [(name: String, subscription: Disposable)] = []
    /// Everything recorded per stream name, for `marbles`; kept after `unwatch`.
    var recordings: [String: StreamRecording] = [:]
    var recordingOrder: [String] = []
    /// Events seen on watched streams, waiting to be printed as one aligned batch.
    var pendingEvents: [StreamEvent] = []
    /// The playground's definitions, in definition order.
    var definitions: [(name: String, definition: StreamDefinition)] = []
    public internal(set) var traceEnabled = false
    /// The tree as last shown, so `tree` can mark what changed since.
    var shownTree: RIBNode?
    /// True while the clock runs a command scheduled with `at`.
    var insideClock = false
    var sourceDepth = 0
    /// Set once a fire into a scene with nothing watched has been explained.
    var toldNothingWatched = false
    /// Rx resources counted when `leaks` last ran, to show the change.
    var lastResourceCount: Int32?
    /// Names of actions fired successfully, oldest first (lesson checks read it).
    public internal(set) var firedRequests: [String] = []
    /// Commands run at the top level, as typed, oldest first (lesson checks read it).
    public internal(set) var commandsRun: [String] = []
    /// Set by `quit`; the loop that drives the session stops reading.
    public internal(set) var wantsQuit = false
    /// Lesson engine hooks, when the workbook is wired in.
    public var lessons: LessonHost?
    private(set) var output: [Report] = []

    /// Ticks per marble character in the playground.
    public static let marbleFrame = 10
    /// Longest span `run` will move the clock before it stops and explains.
    public static let runLimit = 10_000_000

    public init(catalog: SampleCatalog = .standard, initialClock: Int = 0) {
        self.catalog = catalog
        self.scheduler = TestScheduler(initialClock: initialClock)
    }

    /// The current virtual time.
    public var now: Int { scheduler.clock }

    /// What the prompt shows now.
    public var promptState: PromptState {
        var state = PromptState(time: now)
        if let sample { state.loaded = "\(sample.kind.rawValue) \(sample.name)" }
        if let lesson = lessons?.position {
            state.lessonID = lesson.id
            state.step = (lesson.step, lesson.stepCount)
        }
        return state
    }

    /// Lets a driver that handled `quit` (e.g. a test running many scripts) keep using the session.
    public func resetQuit() { wantsQuit = false }

    /// Events recorded on a stream in `EventText` form (`next(hello)`, `completed`,
    /// `error(REASON)`), exactly as the shell printed them; read by lesson checks.
    public func recordedEventTexts(stream: String) -> [(time: Int, event: String)] {
        (recordings[stream]?.events ?? []).map { ($0.time, EventText.of($0.kind)) }
    }

    /// Returns and clears the output produced so far.
    public func takeOutput() -> [Report] {
        flushEvents()
        let taken = output
        output = []
        return taken
    }

    func emit(_ report: Report) {
        flushEvents()
        output.append(report)
    }

    func flushEvents() {
        guard !pendingEvents.isEmpty else { return }
        output.append(.events(pendingEvents))
        pendingEvents = []
    }

    /// Runs one command. Output goes to `takeOutput()`; a thrown error means the command
    /// failed (output it produced before failing is kept).
    public func execute(_ command: Command) throws(ShellError) {
        switch command {
        case .help(let topic): try help(topic)
        case .quit:
            if insideClock { throw ShellError.wrongState(reason: "quit cannot be scheduled with at", nextStep: "Type quit on its own.") }
            wantsQuit = true
        case .source(let path): try source(path)
        case .trace(let enabled): try trace(enabled)
        case .lessons, .lesson, .next, .back, .hint, .check, .reset: try lessonCommand(command)
        case .scene(let name): try load(.scene, name)
        case .app(let name): try load(.app, name)
        case .fire(let action, let arguments): try fire(action, arguments)
        case .open(let url): try open(url)
        case .view: try view()
        case .tree(let format): try tree(format)
        case .attach(let rib, let parent): try attach(rib, to: parent)
        case .detach(let rib): try detach(rib)
        case .watch(let stream): try watch(stream)
        case .unwatch(let stream): try unwatch(stream)
        case .streams: listStreams()
        case .marbles(let names): try marbles(names)
        case .leaks: leaks()
        case .advance(let ticks): try advance(ticks)
        case .run: try run()
        case .time: emit(.lines(["t=\(now)"]))
        case .at(let time, let command): try schedule(command, at: time)
        case .define(let name, let definition): try define(name, definition)
        case .play(let names): try play(names)
        }
        collectTrace()
    }

    /// Called by `Shell` after every top-level command: lets the lesson engine look at the
    /// new state and say whether the step is done.
    public func commandFinished(_ command: Command) {
        if let lines = lessons?.afterCommand(command, session: self), !lines.isEmpty {
            emit(.lines(lines))
        }
    }

    private func help(_ topic: String?) throws(ShellError) {
        guard let topic else { return emit(.helpIndex) }
        if CommandTable.spec(named: topic) != nil { return emit(.help(topic: topic)) }
        if PlayOperatorCatalog.spec(named: topic) != nil { return emit(.help(topic: "let")) }
        throw ShellError.unknownName(kind: "command", name: topic,
                                     suggestion: DidYouMean.closest(to: topic, among: CommandTable.allNames), known: [])
    }
}

/// Events and subscription windows recorded for one stream name.
struct StreamRecording {
    var events: [StreamEvent] = []
    var windows: [SubscriptionWindow] = []
}
