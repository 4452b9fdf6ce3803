import ArchLabWorkbook

extension WorkbookLessons {
    /// `reset [LESSON] --exercise [--yes]`: `StarterReset`, as `archlab reset LESSON --exercise`
    /// runs it. The shell reads whole lines, so instead of asking it lists what would be
    /// overwritten and waits for the same command with `--yes`.
    static func resetExercise(_ id: String?, confirmed: Bool, lessons: Walkthrough, workspace: Workspace?) -> LessonReport {
        guard let lesson = lessons.lesson(named: id) else {
            return id.map { .page(lessons.unknown($0).text) } ?? .noLessonForStarterReset
        }
        do {
            return .starterReset(try StarterReset.run(lesson, in: workspace, course: lessons.course, confirmed: confirmed), lesson: lesson)
        } catch {
            return .page("\(error)")
        }
    }
}
