import ArchLabWorkbook

/// Why an `archlab` subcommand could not run (or, for `unsandboxed`, what it warns about);
/// exit status 2.
public enum CourseError: Error, Equatable, Sendable {
    /// No `Lessons/` folder was found.
    case noLessonsFolder
    case unreadableCourse(path: String, reason: String)
    /// `listHint`: also say how to list the lessons.
    case unknownLesson(String, suggestion: String?, listHint: Bool)
    case badGradeFormat
    /// The learner workspace named or found could not be used (`WorkspaceError`'s text).
    case workspace(String)
    /// Something the workbook or the system already worded went wrong.
    case failure(String)
    /// What the shell's own command would have said (`solution`).
    case shell(ShellError)

    /// `explain` without FILE, at a keyboard.
    case explainNeedsInput
    case explainUnreadable(file: String)
    case explainFoundNoError

    /// `init --classroom` outside a git checkout (`checkout` is its path).
    case classroomNeedsGitCheckout(checkout: String)
    /// `init --classroom`: `--course-repo` (when given) or the checkout's origin (when set) is no
    /// GitHub repository; `directory` is the learner's folder, for the usage line.
    case classroomNeedsRepository(courseRepository: String?, origin: String?, directory: String)

    /// `progress`: the progress file could not be read.
    case unreadableProgress(reason: String)

    /// `reset --exercise` outside a workspace.
    case resetNeedsWorkspace
    /// `reset --exercise` not at a terminal, without `--yes`.
    case resetNeedsYes(StarterReset, lesson: Lesson)
    /// `reset --exercise` of a lesson without an exercise.
    case resetRefused(StarterReset, lesson: Lesson)

    /// `grade --roster`: no workspace in `folder`.
    case noWorkspaces(folder: String)
    /// `grade --roster` where students' code cannot be sealed off.
    case noSandbox(reason: String)
    /// `grade --roster --unsandboxed`: a warning, the grading goes on.
    case unsandboxed
    case cannotWrite(path: String, reason: String)

    /// `watch` outside a workspace.
    case watchNeedsWorkspace
    /// `watch LESSON` of a lesson without an exercise, or of none.
    case notAnExercise(String)
}
