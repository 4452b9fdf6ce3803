import ArchLabWorkbook

/// The words of `StarterReset`'s outcomes, one sentence each for the shell's `reset
/// --exercise` and `archlab reset`; how to confirm differs (`retype` names it), the rest is
/// the same text in both.
enum StarterResetRenderer {
    static func text(_ outcome: StarterReset, lesson: Lesson, confirm: String) -> String {
        switch outcome {
        case .noExercise:
            return "Lesson `\(lesson.id)` has no exercise, so there is no starter file to restore."
        case .outsideWorkspace:
            return "`reset --exercise` works in a workspace (made by `archlab init DIR`). Here you edit the course itself: "
                + "type `git checkout -- Lessons/\(lesson.folder)/Exercise` in a terminal to get the starter back "
                + "(without git: copy the shipped one, `Lessons/\(Course.startersFolder)/\(lesson.folder)/`, over it)."
        case .nothingToRestore(let folder):
            return "\(folder)/ already holds the starter files; nothing to restore."
        case .needsConfirmation(let files):
            return "This puts the starter back in \(list(files)); your edits to " + (files.count == 1 ? "it" : "them")
                + " will be lost (other files and your progress stay). " + confirm
        case .restored(let files, let edited):
            return "Restored the starter of \(list(files)). Your progress is kept; your earlier version is in git (`git diff` shows it) "
                + "if you committed it." + checkoutNote(edited)
        }
    }

    /// Says that the starters came from the course as shipped, when the checkout's differ.
    private static func checkoutNote(_ edited: [String]) -> String {
        guard !edited.isEmpty else { return "" }
        return " They are the course's starters as shipped: the course checkout's "
            + edited.map { "`Lessons/\($0)`" }.joined(separator: ", ")
            + (edited.count == 1 ? " differs (edited there) and stays as it is." : " differ (edited there) and stay as they are.")
    }

    private static func list(_ files: [String]) -> String { files.map { "`\($0)`" }.joined(separator: ", ") }
}
