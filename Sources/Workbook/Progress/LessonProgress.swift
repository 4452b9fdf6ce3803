/// A learner's progress in one lesson: one line of the progress file.
public struct LessonProgress: Equatable, Sendable {
    /// Result of the lesson's exercise at its last `check`.
    public enum ExerciseStatus: String, Equatable, Sendable, CaseIterable {
        case none, passed, failed
    }

    public var lessonID: String
    /// 1-based step the learner is on; `lesson <id>` resumes here.
    public var currentStep: Int
    /// Steps whose check passed, ascending, without repeats (the initializer sorts them).
    public var doneSteps: [Int]
    public var exercise: ExerciseStatus
    /// Exercise checks that ran to their end (passed or failed), counted by `recordCheck`.
    public var attempts: Int
    /// Hints the learner asked for in this lesson (`hint`), counted by `recordHint`; the hint
    /// printed by itself under a failed check is not one.
    public var hintsUsed: Int
    /// Wall-clock seconds spent in this lesson, added by `addTime`.
    public var seconds: Int
    /// The learner asked for the solution with `solution --give-up` before the exercise
    /// passed; kept (and shown to the teacher) even after a later pass.
    public var gaveUp: Bool

    public init(lessonID: String, currentStep: Int = 1, doneSteps: [Int] = [], exercise: ExerciseStatus = .none,
                attempts: Int = 0, hintsUsed: Int = 0, seconds: Int = 0, gaveUp: Bool = false) {
        self.lessonID = lessonID
        self.currentStep = currentStep
        self.doneSteps = Array(Set(doneSteps)).sorted()
        self.exercise = exercise
        self.attempts = attempts
        self.hintsUsed = hintsUsed
        self.seconds = seconds
        self.gaveUp = gaveUp
    }

    /// Records a done step, keeping `doneSteps` sorted and free of repeats.
    public mutating func markDone(_ step: Int) {
        guard !doneSteps.contains(step) else { return }
        doneSteps.append(step)
        doneSteps.sort()
    }
}
