import ArchLabWorkbook
import Foundation

/// Where an `archlab` subcommand's reports and errors go: rendered by `CourseReportRenderer`
/// as they happen (so a slow replay or watch shows progress), reports on standard output,
/// notes and errors on standard error. The one place the subcommands write to their sink.
struct SubcommandOutput {
    let sink: TextSink

    func report(_ report: CourseReport) {
        for line in CourseReportRenderer.render(report) { sink.write(line, isError: false) }
        sink.flush()
    }

    /// A report that goes to standard error, beside the output (a skipped folder, a note).
    func note(_ report: CourseReport) {
        for line in CourseReportRenderer.render(report) { sink.write(line, isError: true) }
    }

    func fail(_ error: CourseError) {
        for line in CourseReportRenderer.lines(error) { sink.write(line, isError: true) }
    }

    /// The course the subcommand works on, and its `Lessons/` folder; nil (and said why) when
    /// none is found or it cannot be read.
    func loadCourse(environment: [String: String]) -> (Course, URL)? {
        guard let directory = LessonsDirectory.locate(environment: environment) else {
            fail(.noLessonsFolder)
            return nil
        }
        do {
            return (try Course.load(from: directory), directory)
        } catch {
            fail(.unreadableCourse(path: directory.path, reason: "\(error)"))
            return nil
        }
    }

    /// The course, and the checker of the workspace the context chose (or of the course
    /// checkout) running builds with the context's runner; nil (and said why) when the course
    /// cannot be read or the workspace is unusable.
    func loadCourseAndChecker(_ context: SubcommandContext) -> (Course, ExerciseChecker)? {
        guard let (course, directory) = loadCourse(environment: context.environment) else { return nil }
        do {
            return (course, try WorkspaceContext.checker(lessonsDirectory: directory, workspace: context.workspace,
                                                         environment: context.environment, runner: context.runner))
        } catch {
            fail(.workspace(error.description))
            return nil
        }
    }
}
