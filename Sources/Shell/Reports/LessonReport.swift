import ArchLabWorkbook

/// What the lesson engine answered.
public enum LessonReport: Equatable, Sendable {
    /// The walkthrough's notice, as the shell reports it.
    static func notice(_ notice: WalkthroughNotice) -> LessonReport {
        switch notice {
        case .progressNotSaved(let reason): return .progressNotSaved(reason: reason)
        case .message(let text): return .message(text)
        }
    }

    /// Markdown worded by the lesson engine: a step's page (`lesson`, `next`, `back`), a hint,
    /// a step's verdict; drawn by `MarkdownRenderer` at the terminal's width.
    case page(String)
    /// The `lessons` table, and which session the prompt is in (nil without sandboxes).
    case overview([LessonOverview], whereabouts: Whereabouts?)
    /// Plain text printed as it is: notices (autocheck, progress).
    case message(String)
    /// An exercise check's report: its lines are laid out already and printed as they are,
    /// except that one wider than the terminal is broken between words under its own text.
    case checkResult(String)
    /// Progress could not be saved; the next step, check or hint saves it again.
    case progressNotSaved(reason: String)
    /// `reset --all` without `--yes`.
    case confirmResetAll
    /// `solution`: the reference solution as diffs against the learner's files; `gaveUp`
    /// when this showing was recorded as giving up.
    case solution(SolutionComparison, gaveUp: Bool)
    /// `solution` before the exercise passed and without `--give-up`: how to get it.
    case solutionLocked(lessonID: String)
    /// `solution` for a lesson without an exercise (nothing to compare).
    case noSolution(lessonID: String)
    /// `reset [LESSON] --exercise [--yes]`: what `StarterReset` did or would do to `lesson`.
    case starterReset(StarterReset, lesson: Lesson)
    /// `reset --exercise` without a lesson open or named.
    case noLessonForStarterReset
}
