import ArchLabWorkbook

/// What the lesson engine answered.
public enum LessonReport: Equatable, Sendable {
    /// A step's page (Markdown), for `lesson`, `next`, `back`.
    case page(String)
    /// The `lessons` table.
    case overview([LessonOverview])
    /// A message of the workbook, already worded by it (hints, verdicts, notices).
    case message(String)
    /// `reset --all` without `--yes`.
    case confirmResetAll
}
