/// Why `archlab check`, `grade` or `replay` could not run; exit status 2.
public enum CourseError: Error, Equatable, Sendable {
    case noLessonsFolder
    case unreadableCourse(path: String, reason: String)
    /// `listHint`: also say how to list the lessons.
    case unknownLesson(String, suggestion: String?, listHint: Bool)
    case badGradeFormat
    /// The learner workspace named or found could not be used (`WorkspaceError`'s text).
    case workspace(String)
}
