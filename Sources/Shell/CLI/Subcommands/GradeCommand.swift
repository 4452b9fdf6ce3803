import ArchLabWorkbook
import Foundation

/// `archlab grade [--format text|json|junit] [--solutions]`: the workbook's grader over every
/// exercise (or every reference solution); records nothing in the learner's progress.
struct GradeCommand {
    var format: String
    var solutions: Bool

    /// Returns the grader's exit status (1 unless every graded exercise passes), 2 for bad input.
    func run(_ context: SubcommandContext) -> Int32 {
        let out = SubcommandOutput(sink: context.sink)
        guard let chosen = GradeReport.Format(rawValue: format) else {
            out.fail(.badGradeFormat)
            return 2
        }
        guard let (course, courseChecker) = out.loadCourseAndChecker(context) else { return 2 }
        var checker = courseChecker
        checker.solutions = solutions
        if solutions { checker.workspace = nil } // the reference solutions live in the course
        let report = Grader(checker: checker).grade(course)
        out.report(.workbook(report.render(chosen)))
        return report.exitCode
    }
}
