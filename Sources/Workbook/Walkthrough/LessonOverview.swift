/// One row of the `lessons` listing, built by `Walkthrough.overview`.
public struct LessonOverview: Equatable, Sendable {
    public var lesson: Lesson
    public var started: Bool
    public var doneSteps: Int
    public var exercise: LessonProgress.ExerciseStatus
    /// The lesson the learner is following now.
    public var isCurrent: Bool
    /// Completed, unlocked (every prerequisite completed) or locked.
    public var status: PrerequisiteGraph.Status = .unlocked
    /// The lessons this one builds on (its direct prerequisites), in the order it lists them.
    public var prerequisites: [Lesson] = []
    /// The lesson suggested next (`PrerequisiteGraph.suggestedNext`).
    public var isSuggested = false

    public var totalSteps: Int { lesson.steps.count }
    public var isComplete: Bool { doneSteps == totalSteps }

    /// The step progress in a word: `new`, `3/5`, `done`.
    public var progressText: String {
        isComplete ? "done" : started ? "\(doneSteps)/\(totalSteps)" : "new"
    }

    /// Where the lesson stands in a word: `done`, `open`, `locked`.
    public var statusText: String {
        switch status {
        case .completed: "done"
        case .unlocked: "open"
        case .locked: "locked"
        }
    }

    /// The prerequisites by folder number (`06 13`), or `-`.
    public var prerequisitesText: String {
        prerequisites.isEmpty ? "-" : prerequisites.map(\.numberText).joined(separator: " ")
    }

    /// The exercise's state in a word: `-` (none), `to do`, `passed`, `failed`.
    public var exerciseText: String {
        guard lesson.exercise != nil else { return "-" }
        return exercise == .none ? "to do" : exercise.rawValue
    }
}

extension Lesson {
    /// The folder number as listed (`01`, `24`, `05a`), or `--` for a folder without one.
    public var numberText: String { number?.description ?? "--" }
}
