import ArchLabWorkbook
import Foundation

/// `archlab solution LESSON [--give-up]`: the shell's `solution` from the command line, with
/// the same rules (after a pass, or after a recorded give-up) and the same progress file.
struct SolutionCommand {
    var lesson: String
    var giveUp: Bool

    func run(sink: TextSink, workspace: String?, environment: [String: String]) -> Int32 {
        guard let lessons = LessonsDirectory.locate(environment: environment) else {
            sink.write("archlab: no course found; run the archlab of an ArchLab checkout or set ARCHLAB_LESSONS", isError: true)
            return 2
        }
        let host = WorkbookLessons(lessonsDirectory: lessons, workspace: workspace, environment: environment)
        let reports: [Report]
        do { reports = try host.run(.solution(lesson: lesson, giveUp: giveUp), session: Session()) } catch {
            sink.write("archlab: \(ErrorRenderer.render(error, style: .plain))", isError: true)
            return 2
        }
        for report in reports {
            var lines = ReportRenderer.render(report, style: .plain)
            // A refusal names the archlab subcommands to run, not the shell's commands.
            if case .lesson(let refusal) = report {
                switch refusal {
                case .solutionLocked, .noSolution: lines = ReportRenderer.renderSolutionRefusal(refusal, outsideShell: true)
                default: break
                }
            }
            for line in lines { sink.write(line, isError: false) }
        }
        let shown = reports.contains { if case .lesson(.solution) = $0 { true } else { false } }
        return shown ? 0 : 1
    }
}
