extension StepCheck {
    /// Whether the check holds now. Called by `Walkthrough.evaluate(_:)` after each command.
    ///
    /// - Parameters:
    ///   - exercisePassed: the lesson's exercise passed its last completed `check` (from progress).
    ///   - window: when the step began; `fired`, `ran`, `recorded`, `detached`, `freed`,
    ///     `predicted` and `traced` count only what happened since, a `time >=` only an
    ///     `advance` or `run` since, and `+T` times count from its start.
    public func isSatisfied(by probe: some LessonStateProbe, exercisePassed: Bool, in window: StepWindow = .wholeSession) -> Bool {
        switch self {
        case .sceneLoaded(let name): probe.loadedScene == name
        case .appLaunched(let name): probe.launchedApp == name
        case .treeContains(let name): probe.ribNames.contains(name)
        case .treeLacks(let name): !probe.ribNames.contains(name)
        case .fired(let name):
            StepWindow.added(probe.firedRequests, since: window.firedCount).contains { Self.words($0).first.map(String.init) == name }
        case .timeAtLeast(let time):
            // Earned by the clock commands: an `advance` or `run` of this step got there.
            probe.now >= time.resolved(stepStart: window.startTime)
                && StepWindow.added(probe.clockAdvances, since: window.advanceCount).contains { $0 >= time.resolved(stepStart: window.startTime) }
        case .ran(let command):
            StepWindow.added(probe.commandsRun, since: window.commandCount).contains { Self.words($0).starts(with: Self.words(command)) }
        case .exercisePasses: exercisePassed
        case .recorded(let stream, let event, let time):
            StepWindow.added(probe.recordedEvents(stream: stream), since: window.recordedCounts[stream] ?? 0).contains { recorded in
                (time == nil || recorded.time == time?.resolved(stepStart: window.startTime)) && EventPattern.matches(recorded.event, event)
            }
        case .detached(let name):
            window.ribsSeen.contains(name) && !probe.ribNames.contains(name)
        case .freed(let name):
            window.ribsSeen.contains(name) && !probe.ribNames.contains(name)
                && !probe.unfreedRIBObjects.contains { Self.typeName($0, belongsTo: name) }
        case .predicted(let stream):
            StepWindow.added(probe.predictions, since: window.predictionCount).last { $0.stream == stream }.map {
                PredictionComparison(prediction: $0, recorded: probe.recordedEvents(stream: stream)).isRight
            } ?? false
        case .traced(let call):
            StepWindow.added(probe.tracedCalls, since: window.tracedCount).contains { $0.hasPrefix(call) }
        case .allOf(let checks):
            checks.allSatisfy { $0.isSatisfied(by: probe, exercisePassed: exercisePassed, in: window) }
        }
    }

    /// The streams the check reads, so `StepWindow.begin` counts their events.
    public var streams: Set<String> {
        switch self {
        case .recorded(let stream, _, _), .predicted(let stream): [stream]
        case .allOf(let checks): checks.reduce(into: []) { $0.formUnion($1.streams) }
        default: []
        }
    }

    private static func words(_ line: String) -> [Substring] {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    }

    /// `LoggedInRouter` and `LoggedInViewController` belong to the RIB `LoggedIn`; `LoggedInX`
    /// must continue with a capital letter, so `Logged` does not claim them.
    private static func typeName(_ typeName: String, belongsTo rib: String) -> Bool {
        guard typeName.hasPrefix(rib) else { return false }
        let rest = typeName.dropFirst(rib.count)
        return rest.first.map { $0.isUppercase } ?? true
    }
}
