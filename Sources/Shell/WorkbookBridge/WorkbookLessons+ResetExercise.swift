import ArchLabWorkbook

extension WorkbookLessons {
    /// `reset [LESSON] --exercise [--yes]`: `StarterReset`, as `archlab reset LESSON --exercise`
    /// runs it. The shell reads whole lines, so instead of asking it lists what would be
    /// overwritten and waits for the same command with `--yes`.
    static func resetExercise(_ id: String?, confirmed: Bool, lessons: Walkthrough, workspace: Workspace?) -> String {
        guard let lesson = lessons.lesson(named: id) else {
            return id.map { lessons.unknown($0).text }
                ?? "No lesson is open. Type `reset LESSON --exercise` to restore that lesson's starter files."
        }
        guard lesson.exercise != nil else { return StarterResetRenderer.text(.noExercise, lesson: lesson, confirm: "") }
        guard let workspace else {
            return "`reset --exercise` works in a workspace (made by `archlab init DIR`). Here you edit the course itself: "
                + "type `git checkout -- Lessons/\(lesson.folder)/Exercise` in a terminal to get the starter back "
                + "(without git: copy the shipped one, `Lessons/\(Course.startersFolder)/\(lesson.folder)/`, over it)."
        }
        do {
            let outcome = try StarterReset.run(lesson, in: workspace, course: lessons.course, confirmed: confirmed)
            return StarterResetRenderer.text(outcome, lesson: lesson, confirm: "Type `reset \(lesson.id) --exercise --yes` to do it.")
        } catch {
            return "\(error)"
        }
    }
}
