/// Runs every lesson's exercise (or solution) for `archlab grade` and collects a `GradeReport`.
///
/// The work is done by `BatchGrader`: one build and one test run for all the lessons, with
/// the exercises taken from the checker's workspace, or else from the course's `Exercise/`
/// (`Solution/` with `solutions`) folders. Blocks until every lesson ran.
public struct Grader: Sendable {
    public var checker: ExerciseChecker

    public init(checker: ExerciseChecker) { self.checker = checker }

    /// The batch grader this grader's checker describes.
    public var batch: BatchGrader {
        let sources: BatchGrader.Sources = checker.workspace.map { .workspace($0) } ?? .course(solutions: checker.solutions)
        var grader = BatchGrader(lessonsDirectory: checker.lessonsDirectory, sources: sources, runner: checker.runner)
        grader.buildTimeout = checker.buildTimeout
        let git = WorkspaceGit(runner: checker.runner), checkout = checker.lessonsDirectory.deletingLastPathComponent()
        grader.courseRevision = git.revision(of: checkout)
        if checker.workspace != nil { grader.courseRepository = git.remote(of: checkout).flatMap(ClassroomWorkflow.repository(fromRemote:)) }
        return grader
    }

    /// Grades the lessons with an exercise in course order; `only` limits to some lesson ids.
    /// `progress` is called with the phase (`building`, `testing`) as it starts.
    public func grade(_ course: Course, only: Set<String>? = nil, progress: (String) -> Void = { _ in }) -> GradeReport {
        batch.grade(course, only: only, progress: progress)
    }
}
