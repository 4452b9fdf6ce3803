import ArchLabWorkbook
import Foundation

/// `archlab solution LESSON [--give-up]`: the shell's `solution` from the command line, with
/// the same rules (after a pass, or after a recorded give-up) and the same progress file.
struct SolutionCommand {
    var lesson: String
    var giveUp: Bool

    func run(_ context: SubcommandContext) -> Int32 {
        let (workspace, environment) = (context.workspace, context.environment)
        let out = SubcommandOutput(sink: context.sink)
        guard let lessons = LessonsDirectory.locate(environment: environment) else {
            out.fail(.noLessonsFolder)
            return 2
        }
        let host = WorkbookLessons(lessonsDirectory: lessons, workspace: workspace, environment: environment)
        let reports: [Report]
        do { reports = try host.solution(lesson, giveUp: giveUp) } catch {
            out.fail(.shell(error))
            return 2
        }
        for report in reports { out.report(.shell(report)) }
        let shown = reports.contains { if case .lesson(.solution) = $0 { true } else { false } }
        return shown ? 0 : 1
    }
}
