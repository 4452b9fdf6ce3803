extension StepCheck {
    /// Whether the check holds now. Called by `LessonSession.evaluate(_:)` after each command.
    ///
    /// - Parameter exercisePassed: the lesson's exercise passed its last `check` (from progress).
    public func isSatisfied(by probe: some LessonStateProbe, exercisePassed: Bool) -> Bool {
        switch self {
        case .sceneLoaded(let name): probe.loadedScene == name
        case .appLaunched(let name): probe.launchedApp == name
        case .treeContains(let name): probe.ribNames.contains(name)
        case .treeLacks(let name): !probe.ribNames.contains(name)
        case .fired(let name):
            probe.firedRequests.contains { Self.words($0).first.map(String.init) == name }
        case .timeAtLeast(let time): probe.now >= time
        case .ran(let command):
            probe.commandsRun.contains { Self.words($0).starts(with: Self.words(command)) }
        case .exercisePasses: exercisePassed
        case .recorded(let stream, let event, let time):
            probe.recordedEvents(stream: stream).contains { recorded in
                (time == nil || recorded.time == time) && Self.event(recorded.event, matches: event)
            }
        case .allOf(let checks):
            checks.allSatisfy { $0.isSatisfied(by: probe, exercisePassed: exercisePassed) }
        }
    }

    private static func words(_ line: String) -> [Substring] {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    }

    /// `error` in a check stands for any error; everything else must match exactly.
    private static func event(_ recorded: String, matches expected: String) -> Bool {
        if expected == "error" { return recorded == "error" || recorded.hasPrefix("error(") }
        return recorded == expected
    }
}
