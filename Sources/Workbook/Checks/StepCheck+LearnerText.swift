extension StepCheck {
    /// What the learner still has to do, in their words; shown by `Walkthrough` when a
    /// step is not done yet. Counts and relative times are meant from the step's start.
    public var goal: String {
        switch self {
        case .sceneLoaded(let name): "load the scene `\(name)` (type `scene \(name)`)"
        case .appLaunched(let name): "launch the app `\(name)` (type `app \(name)`)"
        case .treeContains(let name): "get a `\(name)` RIB into the tree (see it with `tree`)"
        case .treeLacks(let name): "get `\(name)` out of the tree (see it with `tree`)"
        case .recorded(let stream, let event, let time):
            "make `\(stream)` record `\(event)`" + (time.map { " " + Self.phrase($0) } ?? "") + " (watch it with `watch \(stream)`)"
        case .fired(let name): "fire `\(name)` (type `fire \(name)`)"
        case .timeAtLeast(.absolute(let time)): "move the clock to \(time) or later with `advance` (or `run`); see it with `time`"
        case .timeAtLeast(.sinceStepStart(let ticks)): "move the clock \(ticks) ticks past where this step began (type `advance \(ticks)`)"
        case .ran(let command): "run `\(command)`"
        case .detached(let name): "detach `\(name)` (see it leave with `tree`)"
        case .freed(let name): "detach `\(name)` so that it is freed (type `leaks` after `advance` to see what is still alive)"
        case .predicted(let stream): "predict `\(stream)` before you run it, and get it right (type `predict \(stream) \"MARBLES\"`)"
        case .traced(let call): "make the scene or app call `\(call)` (type `trace on` to see its calls)"
        case .exercisePasses: "make the exercise pass (edit it, then type `check`)"
        case .allOf(let checks): checks.map(\.goal).joined(separator: "; and ")
        }
    }

    private static func phrase(_ time: CheckTime) -> String {
        switch time {
        case .absolute(let time): "at time \(time)"
        case .sinceStepStart(let ticks): "\(ticks) ticks after this step began"
        }
    }
}
