import ArchLabWorkbook

/// What the lesson engine answered.
public enum LessonReport: Equatable, Sendable {
    /// Markdown worded by the lesson engine: a step's page (`lesson`, `next`, `back`), a hint,
    /// a step's verdict; drawn by `MarkdownRenderer` at the terminal's width.
    case page(String)
    /// The `lessons` table, and which session the prompt is in (nil without sandboxes).
    case overview([LessonOverview], whereabouts: Whereabouts?)
    /// Plain text printed as it is: an exercise check's report (its lines are laid out
    /// already), progress-file notices.
    case message(String)
    /// `reset --all` without `--yes`.
    case confirmResetAll
}
