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

    /// The step progress in a word: `new`, `3/5`, `done`.
    public var progressText: String {
        isComplete ? "done" : started ? "\(doneSteps)/\(totalSteps)" : "new"
    }

    /// The exercise's state in a word: `-` (none), `to do`, `passed`, `failed`.
    public var exerciseText: String {
        guard lesson.exercise != nil else { return "-" }
        return exercise == .none ? "to do" : exercise.rawValue
    }

    /// `>  01  streams  3/5  passed  Streams, events... (25 min)`, one row, unaligned.
    public var text: String { Self.table([self]).last ?? "" }

    /// The `lessons` listing as aligned rows under a header, the current lesson marked `>`;
    /// titles come last so that a narrow terminal wraps only them.
    public static func table(_ rows: [LessonOverview]) -> [String] {
        let idWidth = max(6, rows.map(\.lesson.id.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
        }
        let header = "   #   " + pad("lesson", idWidth) + "  " + pad("steps", 5) + "  " + pad("exercise", 8) + "  title"
        return [header] + rows.map { row in
            let marker = row.isCurrent ? ">" : " "
            let number = row.lesson.folderNumber.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "--"
            return "\(marker)  \(number)  " + pad(row.lesson.id, idWidth) + "  " + pad(row.progressText, 5) + "  "
                + pad(row.exerciseText, 8) + "  \(row.lesson.title) (\(row.lesson.minutes) min)"
        }
    }
}
