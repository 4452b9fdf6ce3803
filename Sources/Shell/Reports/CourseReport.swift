import ArchLabWorkbook

/// What the `archlab` subcommands (`check`, `grade`, `replay`, `explain`, `init`, `reset
/// --exercise`, `progress`, `solution`, `grade --roster`, `watch`, `completion`) say, before it becomes text
/// (`CourseReportRenderer`).
public enum CourseReport: Equatable, Sendable {
    /// Text the workbook already worded (a check's verdict, a grade report, a progress report).
    case workbook(String)
    case noExercise(String)
    /// `completion`: the Tab-completion script for `shell`.
    case completionScript(CompletionShell)
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

    /// `explain`: `unexplained` of `total` compiler errors had no advice.
    case unexplainedErrors(unexplained: Int, total: Int)

    /// `init`: the workspace in `root` is made or upgraded; `next` is how to go on from there.
    case workspaceReady(root: String, setup: Workspace.Setup, classroom: Bool, executable: String)

    /// `reset --exercise`, on a terminal: what would be replaced, and to type yes.
    case starterResetQuestion(StarterReset, lesson: Lesson)
    /// `reset --exercise`: the learner did not type yes.
    case nothingChanged
    /// `reset --exercise`: done, or nothing to do.
    case starterReset(StarterReset, lesson: Lesson)

    /// `solution`: what the shell's `solution` says, its refusals naming the subcommands.
    case shell(Report)

    /// `grade --roster`, on standard error: a folder that is not a workspace.
    case rosterSkipped(folder: String, reason: String)
    /// `grade --roster --output FILE`, on standard error.
    case gradebookWritten(students: Int, seconds: Int, output: String)

    /// `watch`: nothing left to watch when it starts.
    case everyExercisePassesAlready
    /// `watch`: a check starts.
    case watchChecking(id: String, folder: String)
    /// The walkthrough's notice, as `archlab check` and `watch` report it: their process ends
    /// with the check, so what was not saved is lost rather than saved by a next step.
    static func notice(_ notice: WalkthroughNotice) -> CourseReport {
        switch notice {
        case .progressNotSaved(let reason): return .progressNotSaved(reason: reason)
        case .message(let text): return .workbook(text)
        }
    }

    /// `check`, `watch`, on standard error: the progress of this check was not saved.
    case progressNotSaved(reason: String)
    /// `watch`: the last exercise passed.
    case everyExercisePasses
    /// `watch`: moving on to this exercise.
    case watchNext(id: String, folder: String)
    /// `watch`: waiting for a save in `folder` (a path).
    case watching(folder: String)
}
