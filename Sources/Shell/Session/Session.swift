import RxTestKit

/// One shell session: the composition root of its parts. Each part holds its own state and
/// handles its own commands; the session makes the parts, hands each the collaborators it
/// works with (the output, the clock, the siblings it reads, through narrow protocols), and
/// otherwise only runs commands, keeps the output queue and the few facts every part shares
/// (what was typed, whether to quit). No part is handed the session to reach a sibling.
///
/// A session is complete on its own: `Session()` is a fresh one with its own clock, streams,
/// operator playground, loaded sample and lesson glue, and any number can exist side by side (the
/// only process-wide state is what the RIBs framework keeps per launched app).
///
/// Single-threaded by contract: `Shell` calls `execute(_:)` for one command at a time, and
/// everything the command starts runs on `clock.scheduler`, a `TestScheduler` this session
/// owns. Reports are queued as the command runs (so nothing is lost when a command fails
/// halfway) and taken by the caller with `takeOutput()`.
public final class Session {
    /// The commands this session understands; parsing, help and completion read them.
    public let commands: CommandSet
    public let parser: CommandParser
    /// The virtual clock: `advance`, `run`, `at`.
    public let clock: ClockPart
    /// Watched streams and their recordings: `watch`, `unwatch`, `streams`, `marbles`, `leaks`.
    public let streams: StreamsPart
    /// The operator playground: `let`, `play`.
    public let operatorPlayground: OperatorPlaygroundPart
    /// The loaded scene or app: `scene`, `app`, `fire`, `open`, `view`, `tree`, `attach`, `detach`, `trace`.
    public let samples: SamplePart
    /// Committed predictions and their comparisons: `predict`.
    public let predictions: PredictionPart
    /// The learner's own code: `new scene`, `new rib`, `load`.
    public let code: CodePart
    /// The lesson engine, when wired in: `lessons`, `lesson`, `next`, `back`, `hint`, `check`, `solution`, `reset`.
    public let lesson: LessonPart

    /// Commands run at the top level, as typed, oldest first (lesson checks read it).
    public internal(set) var commandsRun: [String] = []
    /// Set by `quit`; the loop that drives the session stops reading.
    public internal(set) var wantsQuit = false
    var sourceDepth = 0
    /// The shell's sessions this one belongs to, when a `Shell` drives it; the lesson engine
    /// switches between them (`Sandboxes`).
    public internal(set) weak var sandboxes: Sandboxes?
    /// What the parts said, queued until `takeOutput()`.
    let output: SessionOutput

    /// Ticks per marble character in the playground and in `marbles`.
    public static let marbleFrame = 10
    /// Longest span `run` will move the clock before it stops and explains.
    public static let runLimit = ClockPart.runLimit

    public init(catalog: SampleCatalog = .empty, commands: CommandSet = .standard, initialClock: Int = 0,
                lessons: LessonHost? = nil) {
        self.commands = commands
        self.parser = CommandParser(commands: commands)
        // Each part is made with what it works with, in an order where each exists before a
        // part that reads it. The only edges not made here are wired below: the sample part's
        // weak reference to the streams that watch it (the streams part reads the sample), and
        // the two back-references to the session itself (the clock runs scheduled commands
        // through it; the lesson part hands it to the lesson engine), weak as the session owns them.
        let output = SessionOutput()
        let scheduler = TestScheduler(initialClock: initialClock)
        let samples = SamplePart(catalog: catalog, scheduler: scheduler, output: output)
        let clock = ClockPart(scheduler: scheduler, output: output, sample: samples)
        let operatorPlayground = OperatorPlaygroundPart(clock: clock, output: output)
        let streams = StreamsPart(output: output, clock: clock, samples: samples, operatorPlayground: operatorPlayground)
        let lesson = LessonPart(host: lessons, output: output)
        self.output = output
        self.samples = samples
        self.clock = clock
        self.operatorPlayground = operatorPlayground
        self.streams = streams
        self.predictions = PredictionPart(output: output, clock: clock, operatorPlayground: operatorPlayground,
                                          streams: streams, samples: samples)
        self.code = CodePart(output: output, samples: samples, exercises: lesson)
        self.lesson = lesson
        samples.watchers = streams
        clock.commands = self
        lesson.session = self
    }

    /// A fresh session like this one (same catalog, commands, lesson engine and loaded code),
    /// its own clock at 0: a lesson's sandbox.
    public func makeSibling() -> Session {
        let sibling = Session(catalog: samples.catalog, commands: commands, lessons: lesson.host)
        sibling.code.continue(from: code)
        return sibling
    }

    /// The current virtual time.
    public var now: Int { clock.now }
    /// The one virtual clock; every sample, stream and playground run uses it.
    public var scheduler: TestScheduler { clock.scheduler }
    /// The loaded scene or app, if any.
    public var sample: LoadedSample? { samples.loaded }
    /// Names of actions fired successfully, oldest first (lesson checks read it).
    public var firedRequests: [String] { samples.firedRequests }
    /// The lesson engine hooks, when the workbook is wired in.
    public var lessons: LessonHost? {
        get { lesson.host }
        set { lesson.host = newValue }
    }

    /// What the prompt shows now.
    public var promptState: PromptState {
        var state = PromptState(time: now)
        // Free play says so, from the first prompt on (and after `lesson off`).
        if let sandboxes, sandboxes.place == .freePlay { state.freePlay = true }
        if let sample { state.loaded = "\(sample.kind.rawValue) \(sample.name)" }
        if let position = lesson.host?.position {
            state.lessonID = position.id
            state.step = (position.step, position.stepCount)
        }
        state.autocheck = lesson.host?.changeDescriptor != nil
        return state
    }

    /// Lets a driver that handled `quit` (e.g. a test running many scripts) keep using the session.
    public func resetQuit() { wantsQuit = false }

    /// Events recorded on a stream in `EventText` form (`next(hello)`, `completed`,
    /// `error(REASON)`), exactly as the shell printed them; read by lesson checks. A watched
    /// stream's recording, or else what `play` recorded for a playground stream of that name.
    public func recordedEventTexts(stream: String) -> [(time: Int, event: String)] {
        streams.recordedEventTexts(stream: stream)
    }

    /// Returns and clears the output produced so far.
    public func takeOutput() -> [Report] { output.take() }

    /// Queues a report; stream events seen so far go out first, so the order stays true.
    public func emit(_ report: Report) { output.emit(report) }

    /// The parts that look at every command run, in the order they are told: the sample's
    /// trace and new actions come out before a prediction is judged against them.
    var observers: [any CommandObserver] { [samples, predictions] }
    /// The parts that look at each command once it and all it ran are done (a line's command,
    /// not those `source` or `at` run inside it): the lesson engine says whether the step is done.
    var observersOfTypedCommands: [any CommandObserver] { [lesson] }

    /// Runs one parsed command with its declared handler. Output goes to `takeOutput()`; a
    /// thrown error means the command failed (output it produced before failing is kept).
    public func execute(_ invocation: Invocation) throws(ShellError) {
        for observer in observers { observer.beforeCommand(invocation) }
        try invocation.declaration.handler(invocation.arguments, self)
        for observer in observers { observer.afterCommand(invocation) }
    }

    /// Called by `Shell` after every top-level command: lets the lesson engine look at the
    /// new state and say whether the step is done.
    public func commandFinished(_ invocation: Invocation) {
        for observer in observersOfTypedCommands { observer.afterCommand(invocation) }
    }
}

/// The clock runs the commands `at` scheduled as the session runs every command.
extension Session: CommandRunning {}
