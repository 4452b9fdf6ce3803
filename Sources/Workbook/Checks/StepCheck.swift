/// The machine check that tells the shell a lesson step is done.
///
/// Written in a lesson as one line, `check: <text>` (or `<!-- check: <text> -->`), parsed
/// by `StepCheck(parsing:)`, evaluated by `isSatisfied(by:exercisePassed:in:)` against the
/// shell's `LessonStateProbe` after every command. `description` gives the text back.
///
/// A step is earned by what the learner does in it: `fired`, `ran`, `recorded`, `detached`,
/// `freed`, `predicted`, `traced` and `time >=` only count what happened since the step began
/// (`StepWindow`; for `time >=`, an `advance` or `run` of the step), and a time may be counted
/// from the step's start (`@+50`, `time >= +50`). `scene`, `app` and `tree` describe state,
/// which an earlier step may already have reached; `Course.earlyChecks` reports steps whose
/// check holds before they begin.
public indirect enum StepCheck: Equatable, Sendable {
    /// `scene NAME`: the VIP scene NAME is loaded.
    case sceneLoaded(String)
    /// `app NAME`: the RIBs app NAME is launched.
    case appLaunched(String)
    /// `tree contains NAME`: a RIB named NAME is in the tree.
    case treeContains(String)
    /// `tree lacks NAME`: no RIB named NAME is in the tree.
    case treeLacks(String)
    /// `recorded STREAM EVENT[@TIME]`: since the step began, the stream recorded EVENT
    /// (`next(1)`, `completed`, `error`, `error(boom)`), at TIME when given (`@50` on the
    /// clock, `@+50` after the step began). `error` alone matches any error; a value ending in
    /// `*` matches every value starting with what comes before it (`next(displayLabels*)`).
    case recorded(stream: String, event: String, time: CheckTime?)
    /// `fired NAME`: the request or action NAME was fired in this step.
    case fired(String)
    /// `time >= T`: in this step an `advance` or `run` brought the virtual clock to T or later
    /// (`+T`: T ticks after the step began); a clock moved by `play` does not count.
    case timeAtLeast(CheckTime)
    /// `ran COMMAND`: in this step, a command starting with these words was run (`ran watch`
    /// matches `watch title`).
    case ran(String)
    /// `detached NAME`: a RIB named NAME was in the tree during this step and is not any more.
    case detached(String)
    /// `freed NAME`: `detached NAME`, and nothing of that RIB is still alive (the leak
    /// detector neither reported it nor still waits for it).
    case freed(String)
    /// `predicted STREAM`: a prediction for STREAM committed in this step matches what the
    /// stream then recorded (`PredictionComparison`).
    case predicted(String)
    /// `traced CALL`: since the step began, the loaded sample made a call starting with CALL
    /// (`traced displayLabelList`), whether or not `trace on` printed it: an outcome such as
    /// "the worker's answer reached the view".
    case traced(String)
    /// `exercise passes`: the lesson's exercise passed `check`.
    case exercisePasses
    /// `all of: A; B; ...`: every listed check holds.
    case allOf([StepCheck])
}

extension StepCheck: CustomStringConvertible {
    /// The check as written in a lesson; parsing it gives the same value back.
    public var description: String {
        switch self {
        case .sceneLoaded(let name): "scene \(name)"
        case .appLaunched(let name): "app \(name)"
        case .treeContains(let name): "tree contains \(name)"
        case .treeLacks(let name): "tree lacks \(name)"
        case .recorded(let stream, let event, let time):
            "recorded \(stream) \(event)" + (time.map { "@\($0)" } ?? "")
        case .fired(let name): "fired \(name)"
        case .timeAtLeast(let time): "time >= \(time)"
        case .ran(let command): "ran \(command)"
        case .detached(let name): "detached \(name)"
        case .freed(let name): "freed \(name)"
        case .predicted(let stream): "predicted \(stream)"
        case .traced(let call): "traced \(call)"
        case .exercisePasses: "exercise passes"
        case .allOf(let checks): "all of: " + checks.map(\.description).joined(separator: "; ")
        }
    }
}
