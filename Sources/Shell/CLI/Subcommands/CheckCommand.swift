import ArchLabWorkbook
import Foundation

/// `archlab check [LESSON]`: builds and tests one lesson's exercise, or every lesson's that
/// has one, and records each check in the learner's progress through the workbook's use case
/// (`Walkthrough.checkExercise`), as the shell's `check` and `archlab watch` do: a pass counts
/// in the shell afterwards (the step that asks for the exercise is done).
struct CheckCommand {
    var lesson: String?

    /// Returns the exit status: 0 every exercise checked passed, 1 one failed, 2 bad input.
    func run(_ context: SubcommandContext) -> Int32 {
        let out = SubcommandOutput(sink: context.sink)
        guard let (course, checker) = out.loadCourseAndChecker(context) else { return 2 }
        // The progress the shell reads: the workspace's, else the per-user one.
        let store = checker.workspace.map { ProgressStore(fileURL: $0.progressURL) } ?? ProgressStore(environment: context.environment)
        var lessons = course.lessons.filter { $0.exercise != nil }
        if let id = lesson {
            guard let lesson = course.lesson(id: id) else {
                out.fail(.unknownLesson(id, suggestion: DidYouMean.closest(to: id, among: course.lessons.map(\.id)), listHint: false))
                return 2
            }
            guard lesson.exercise != nil else {
                out.report(.noExercise(id))
                return 0
            }
            lessons = [lesson]
        }
        var walkthrough = Walkthrough(course: course, store: store)
        var failed = 0
        for lesson in lessons {
            let check = walkthrough.checkExercise(lesson, with: checker)
            if !check.result.passed { failed += 1 }
            // Outside the shell, checking again is this command again.
            out.report(.workbook(check.learnerText(retry: .archlabCheck(lesson.number?.typed ?? lesson.id))))
        }
        for notice in walkthrough.takeNotices() { out.note(.notice(notice)) }
        return failed == 0 ? 0 : 1
    }
}
