import ArchLabWorkbook
import Foundation

/// `archlab progress [--format text|json|csv]`: the learner's walkthrough progress, read
/// without changing the progress file (a damaged file is reported, never moved or rewritten).
struct ProgressCommand {
    var format: String

    func run(sink: TextSink, workspace: String?, environment: [String: String]) -> Int32 {
        guard let lessons = LessonsDirectory.locate(environment: environment), let course = try? Course.load(from: lessons) else {
            sink.write("archlab: no readable course found; run the archlab of an ArchLab checkout or set ARCHLAB_LESSONS", isError: true)
            return 2
        }
        do {
            let book = course.renames.migrate(try WorkspaceContext.progressStore(workspace: workspace, environment: environment).read())
            let report = ProgressReport(course: course, book: book)
            let text = format == "json" ? report.renderJSON() : format == "csv" ? report.renderCSV() : report.renderText()
            sink.write(String(text.dropLast()), isError: false) // the sink ends the line itself
            return 0
        } catch let error as WorkspaceError {
            sink.write("archlab: \(error)", isError: true)
        } catch {
            sink.write("archlab: your progress could not be read: \(error)", isError: true)
        }
        return 2
    }
}
