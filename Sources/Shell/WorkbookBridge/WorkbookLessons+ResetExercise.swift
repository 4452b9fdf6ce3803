import ArchLabWorkbook

extension WorkbookLessons {
    /// `reset [LESSON] --exercise [--yes]`: the workspace's `changedStarters` and
    /// `restoreStarters`, as `archlab reset LESSON --exercise` uses them. The shell reads whole
    /// lines, so instead of asking it lists what would be overwritten and waits for the same
    /// command with `--yes`. Progress is never touched.
    static func resetExercise(_ id: String?, confirmed: Bool, lessons: LessonSession, workspace: Workspace?) -> String {
        guard let lesson = id.map({ lessons.course.lesson(id: $0) }) ?? lessons.lesson else {
            return id.map { lessons.unknown($0).text }
                ?? "No lesson is open. Type `reset LESSON --exercise` to restore that lesson's starter files."
        }
        guard lesson.exercise != nil else {
            return "Lesson `\(lesson.id)` has no exercise, so there is no starter file to restore."
        }
        guard let workspace else {
            return "`reset --exercise` works in a workspace (made by `archlab init DIR`). Here you edit the course itself: "
                + "type `git checkout -- Lessons/\(lesson.folder)/Exercise` in a terminal to get the starter back "
                + "(without git: copy the shipped one, `Lessons/\(Course.startersFolder)/\(lesson.folder)/`, over it)."
        }
        do {
            let changed = try workspace.changedStarters(of: lesson, course: lessons.course)
            guard !changed.isEmpty else { return "\(lesson.folder)/ already holds the starter files; nothing to restore." }
            guard confirmed else {
                return "This puts the starter back in \(list(changed)); your edits to "
                    + (changed.count == 1 ? "it" : "them") + " will be lost (other files and your progress stay). "
                    + "Type `reset \(lesson.id) --exercise --yes` to do it."
            }
            let restored = try workspace.restoreStarters(of: lesson, course: lessons.course)
            let edited = try lessons.course.shippedStarters(of: lesson).editedInCheckout(of: lesson)
            return "Restored the starter of \(list(restored)). Your progress is kept." + checkoutNote(edited)
        } catch {
            return "\(error)"
        }
    }

    /// Says that the starters came from the course as shipped, when the checkout's differ.
    static func checkoutNote(_ edited: [String]) -> String {
        guard !edited.isEmpty else { return "" }
        return " They are the course's starters as shipped: the course checkout's "
            + edited.map { "`Lessons/\($0)`" }.joined(separator: ", ")
            + (edited.count == 1 ? " differs (edited there) and stays as it is." : " differ (edited there) and stay as they are.")
    }

    private static func list(_ files: [String]) -> String { files.map { "`\($0)`" }.joined(separator: ", ") }
}
