/// One row of the `lessons` listing, built by `LessonSession.overview`.
public struct LessonOverview: Equatable, Sendable {
    public var lesson: Lesson
    public var started: Bool
    public var doneSteps: Int
    public var exercise: LessonProgress.ExerciseStatus
    /// The lesson the learner is following now.
    public var isCurrent: Bool

    public var totalSteps: Int { lesson.steps.count }
    public var isComplete: Bool { doneSteps == totalSteps }

    /// `> 01 streams  Streams, events...  3/5 steps  exercise passed`, for the `lessons` command.
    public var text: String {
        let marker = isCurrent ? ">" : " "
        let number = lesson.folderNumber.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "--"
        var status = isComplete ? "done" : started ? "\(doneSteps)/\(totalSteps) steps" : "not started"
        if lesson.exercise != nil {
            status += ", exercise " + (exercise == .none ? "not checked" : exercise.rawValue)
        }
        return "\(marker) \(number) \(lesson.id): \(lesson.title) (\(lesson.minutes) min) - \(status)"
    }
}
