/// What a step check may ask about the shell's state. The shell implements it; the workbook
/// never imports the shell.
///
/// `Walkthrough` reads it when a step begins (`StepWindow`) and after every command the
/// learner runs; reads must be cheap and must not change state. Lists grow oldest first, so
/// a check can count only what was added since the step began.
public protocol LessonStateProbe {
    /// Name of the loaded VIP scene (`title`, `labels`, ...), or nil.
    var loadedScene: String? { get }
    /// Name of the launched RIBs app (`todo`, ...), or nil.
    var launchedApp: String? { get }
    /// Names of every RIB currently in the tree.
    var ribNames: [String] { get }
    /// Requests and actions fired so far, by name (`fire load` records `load`), oldest first.
    var firedRequests: [String] { get }
    /// The virtual clock.
    var now: Int { get }
    /// The clock's time at the end of each `advance` and `run`, oldest first: a `time >=`
    /// check counts only the clock these commands moved, not what `play` did to it.
    var clockAdvances: [Int] { get }
    /// Command lines run so far, as typed, oldest first.
    var commandsRun: [String] { get }
    /// Events a watched stream (or a played playground stream) recorded, oldest first, in
    /// text form: `next(1)`, `next(hello)`, `completed`, `error(boom)`. Empty for an unknown stream.
    func recordedEvents(stream: String) -> [(time: Int, event: String)]
    /// Type names of RIB parts (`LoggedInRouter`, `TicTacToeViewController`) that were
    /// detached but are still alive: leaked, or still awaited by the leak detector.
    var unfreedRIBObjects: [String] { get }
    /// Predictions the learner committed with `predict`, oldest first.
    var predictions: [Prediction] { get }
    /// Calls the loaded sample made across a VIP or RIB boundary (`displayLabelList(...)`),
    /// oldest first, whether or not `trace on` printed them.
    var tracedCalls: [String] { get }
}

extension LessonStateProbe {
    /// A probe of a shell that traces nothing.
    public var tracedCalls: [String] { [] }
}
