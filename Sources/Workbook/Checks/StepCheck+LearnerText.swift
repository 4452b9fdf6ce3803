extension StepCheck {
    /// What the learner still has to do, in their words; shown by `LessonSession` when a
    /// step is not done yet.
    public var goal: String {
        switch self {
        case .sceneLoaded(let name): "load the scene `\(name)` (type `scene \(name)`)"
        case .appLaunched(let name): "launch the app `\(name)` (type `app \(name)`)"
        case .treeContains(let name): "get a `\(name)` RIB into the tree (see it with `tree`)"
        case .treeLacks(let name): "get `\(name)` out of the tree (see it with `tree`)"
        case .recorded(let stream, let event, let time):
            "make `\(stream)` record `\(event)`" + (time.map { " at time \($0)" } ?? "") + " (watch it with `watch \(stream)`)"
        case .fired(let name): "fire `\(name)` (type `fire \(name)`)"
        case .timeAtLeast(let time): "move the clock to \(time) or later (type `advance`, see `time`)"
        case .ran(let command): "run `\(command)`"
        case .exercisePasses: "make the exercise pass (edit it, then type `check`)"
        case .allOf(let checks): checks.map(\.goal).joined(separator: "; and ")
        }
    }
}
