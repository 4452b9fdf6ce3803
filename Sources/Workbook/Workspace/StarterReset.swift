/// `reset LESSON --exercise`, the use case both the shell and `archlab reset` run: what would
/// be replaced, and replacing it once the learner agreed. Progress is never touched; the
/// starters are the course's as shipped (`Course.shippedStarters(of:)`).
public enum StarterReset: Equatable, Sendable {
    /// The lesson has no exercise, so no starter.
    case noExercise
    /// No workspace: the learner edits the course checkout itself (the shell run there).
    case outsideWorkspace
    /// Every starter file is as shipped.
    case nothingToRestore(folder: String)
    /// These files (relative to the workspace) would be replaced; ask first.
    case needsConfirmation(files: [String])
    /// These files were replaced; `editedInCheckout` are the course checkout's starters that
    /// differ from the shipped ones (left as they are), relative to `Lessons/`.
    case restored(files: [String], editedInCheckout: [String])

    /// Plans the reset of `lesson` in `workspace`, and carries it out when `confirmed`.
    /// (A lesson without an exercise is refused before a missing workspace.)
    public static func run(_ lesson: Lesson, in workspace: Workspace?, course: Course, confirmed: Bool) throws(WorkspaceError) -> StarterReset {
        guard lesson.exercise != nil else { return .noExercise }
        guard let workspace else { return .outsideWorkspace }
        let changed = try workspace.changedStarters(of: lesson, course: course)
        guard !changed.isEmpty else { return .nothingToRestore(folder: workspace.folder(for: lesson).lastPathComponent) }
        guard confirmed else { return .needsConfirmation(files: changed) }
        let restored = try workspace.restoreStarters(of: lesson, course: course)
        return .restored(files: restored, editedInCheckout: try course.shippedStarters(of: lesson).editedInCheckout(of: lesson))
    }

    /// Nothing can be restored here (no exercise, no workspace).
    public var isRefusal: Bool { self == .noExercise || self == .outsideWorkspace }
}
