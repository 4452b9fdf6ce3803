/// The machine check that tells the shell a lesson step is done.
///
/// Written in a lesson as one line, `check: <text>` (or `<!-- check: <text> -->`), parsed
/// by `StepCheck(parsing:)`, evaluated by `isSatisfied(by:exercisePassed:)` against the
/// shell's `LessonStateProbe` after every command. `description` gives the text back.
public indirect enum StepCheck: Equatable, Sendable {
    /// `scene NAME`: the VIP scene NAME is loaded.
    case sceneLoaded(String)
    /// `app NAME`: the RIBs app NAME is launched.
    case appLaunched(String)
    /// `tree contains NAME`: a RIB named NAME is in the tree.
    case treeContains(String)
    /// `tree lacks NAME`: no RIB named NAME is in the tree.
    case treeLacks(String)
    /// `recorded STREAM EVENT[@TIME]`: the stream recorded EVENT (`next(1)`, `completed`,
    /// `error`, `error(boom)`), at TIME when given. `error` alone matches any error.
    case recorded(stream: String, event: String, time: Int?)
    /// `fired NAME`: the request or action NAME was fired.
    case fired(String)
    /// `time >= T`: the virtual clock reached T.
    case timeAtLeast(Int)
    /// `ran COMMAND`: a command starting with these words was run (`ran watch` matches `watch title`).
    case ran(String)
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
        case .exercisePasses: "exercise passes"
        case .allOf(let checks): "all of: " + checks.map(\.description).joined(separator: "; ")
        }
    }
}
