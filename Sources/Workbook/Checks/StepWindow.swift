/// What the shell looked like when the current step began, and which RIBs the step has seen:
/// the baseline that makes a step earned by its own commands.
///
/// `Walkthrough` opens one when a step is shown (`lesson`, `next`, `back`) and widens it
/// after every command (`observe`); `StepCheck.isSatisfied(by:exercisePassed:in:)` counts only
/// what was fired, run, recorded, predicted, traced or advanced after `begin`, and resolves
/// `@+T` from `startTime`.
public struct StepWindow: Equatable, Sendable {
    /// The clock when the step began.
    public var startTime: Int
    /// How many requests had been fired before the step began.
    public var firedCount: Int
    /// How many command lines had been run before the step began.
    public var commandCount: Int
    /// How many `advance` and `run` commands had moved the clock before the step began.
    public var advanceCount: Int
    /// How many predictions had been committed before the step began.
    public var predictionCount: Int
    /// How many calls had been traced before the step began.
    public var tracedCount: Int
    /// Per stream, how many events it had recorded before the step began. A stream not
    /// listed had recorded none.
    public var recordedCounts: [String: Int]
    /// Every RIB seen in the tree since the step began (for `detached` and `freed`).
    public var ribsSeen: Set<String>

    public init(startTime: Int = 0, firedCount: Int = 0, commandCount: Int = 0, predictionCount: Int = 0,
                recordedCounts: [String: Int] = [:], ribsSeen: Set<String> = [], tracedCount: Int = 0, advanceCount: Int = 0) {
        self.startTime = startTime
        self.firedCount = firedCount
        self.commandCount = commandCount
        self.advanceCount = advanceCount
        self.predictionCount = predictionCount
        self.tracedCount = tracedCount
        self.recordedCounts = recordedCounts
        self.ribsSeen = ribsSeen
    }

    /// Everything since the session started counts: for callers that have no step (tests,
    /// tools evaluating a check once).
    public static let wholeSession = StepWindow()

    /// A window opening now, before any of the step's commands run. `streams` are the streams
    /// the step's check reads (`StepCheck.streams`); only their counts are kept.
    public static func begin(_ probe: some LessonStateProbe, streams: Set<String>) -> StepWindow {
        var counts: [String: Int] = [:]
        for stream in streams { counts[stream] = probe.recordedEvents(stream: stream).count }
        return StepWindow(startTime: probe.now, firedCount: probe.firedRequests.count, commandCount: probe.commandsRun.count,
                          predictionCount: probe.predictions.count, recordedCounts: counts, ribsSeen: Set(probe.ribNames),
                          tracedCount: probe.tracedCalls.count, advanceCount: probe.clockAdvances.count)
    }

    /// Notes the RIBs in the tree now; called after every command of the step.
    public mutating func observe(_ probe: some LessonStateProbe) {
        ribsSeen.formUnion(probe.ribNames)
    }

    /// The part of `list` added since the step began. A list shorter than at the start was
    /// started afresh (a new session or a reloaded scene), so all of it is new.
    static func added<T>(_ list: [T], since count: Int) -> ArraySlice<T> {
        list.count >= count ? list[count...] : list[...]
    }
}
