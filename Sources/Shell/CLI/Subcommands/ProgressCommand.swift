import ArchLabWorkbook
import Foundation

/// `archlab progress [--format text|json|csv]`: the learner's walkthrough progress, read
/// without changing the progress file (a damaged file is reported, never moved or rewritten).
struct ProgressCommand {
    var format: String

    func run(_ context: SubcommandContext) -> Int32 {
        let (workspace, environment) = (context.workspace, context.environment)
        let out = SubcommandOutput(sink: context.sink)
        guard let (course, _) = out.loadCourse(environment: environment) else { return 2 }
        do {
            let book = course.renames.migrate(try WorkspaceContext.progressStore(workspace: workspace, environment: environment).read())
            let report = ProgressReport(course: course, book: book)
            let text = format == "json" ? report.renderJSON() : format == "csv" ? report.renderCSV() : report.renderText()
            out.report(.workbook(String(text.dropLast()))) // the sink ends the line itself
            return 0
        } catch let error as WorkspaceError {
            out.fail(.workspace("\(error)"))
        } catch {
            out.fail(.unreadableProgress(reason: "\(error)"))
        }
        return 2
    }
}
