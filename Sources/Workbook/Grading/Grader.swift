/// Runs every lesson's exercise (or solution) for `archlab grade` and collects a `GradeReport`.
///
/// Each lesson is built on its own (`ARCHLAB_LESSON`), so one unfinished exercise never hides
/// the results of the others. Blocks until every lesson ran.
public struct Grader: Sendable {
    public var checker: ExerciseChecker

    public init(checker: ExerciseChecker) { self.checker = checker }

    /// Grades the lessons with an exercise in course order; `only` limits to some lesson ids.
    /// `progress` is called before each lesson, for a "grading streams..." line.
    public func grade(_ course: Course, only: Set<String>? = nil, progress: (Lesson) -> Void = { _ in }) -> GradeReport {
        var results: [ExerciseResult] = []
        var skipped: [String] = []
        for lesson in course.lessons where only?.contains(lesson.id) ?? true {
            guard lesson.exercise != nil else {
                skipped.append(lesson.id)
                continue
            }
            progress(lesson)
            results.append(checker.check(lesson))
        }
        return GradeReport(results: results, skipped: skipped, solutions: checker.solutions)
    }
}
