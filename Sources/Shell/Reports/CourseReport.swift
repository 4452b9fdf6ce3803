/// What `archlab check`, `grade` and `replay` say, before it becomes text.
public enum CourseReport: Equatable, Sendable {
    /// Text the workbook already worded (a check's verdict, a grade report).
    case workbook(String)
    case noExercise(String)
    case replayStarted(id: String, folder: String, steps: Int)
    /// `--one-sitting`: the lessons are replayed back to back in one shell, each in its sandbox.
    case oneSittingStarted(lessons: Int)
    /// A line printed before something slow (an exercise build).
    case replayProgress(String)
    case replayed(LessonReplay.LessonOutcome)
    /// `3.1`-style step labels: done before their last command (a note), done before their own
    /// commands, and not done after them.
    case replayFindings(doneBeforeLastCommand: [String], doneEarly: [String], notDone: [String], oneSitting: Bool)
    case replaySummary(lessons: Int, failures: [String], skippedExercises: Bool, oneSitting: Bool = false)
}
