/// What `archlab check`, `grade` and `replay` say, before it becomes text.
public enum CourseReport: Equatable, Sendable {
    /// Text the workbook already worded (a check's verdict, a grade report).
    case workbook(String)
    case noExercise(String)
    case replayStarted(id: String, folder: String, steps: Int)
    /// A line printed before something slow (an exercise build).
    case replayProgress(String)
    case replayed(LessonReplay.LessonOutcome)
    case replaySummary(lessons: Int, failures: [String], skippedExercises: Bool)
}
