#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArchLabWorkbook
import Foundation

/// `archlab reset LESSON --exercise [--yes]`: puts a lesson's starter files back in the
/// workspace. On a terminal it lists what would be replaced and asks first; elsewhere it
/// needs `--yes`, so a script never throws work away by accident.
struct ResetExerciseCommand {
    var lesson: String
    var confirmed: Bool

    func run(sink: TextSink, workspace chosen: String?, environment: [String: String]) -> Int32 {
        guard let lessons = LessonsDirectory.locate(environment: environment),
              let course = try? Course.load(from: lessons) else {
            sink.write("archlab: no readable course found; run the archlab of an ArchLab checkout or set ARCHLAB_LESSONS", isError: true)
            return 2
        }
        let workspace: Workspace
        do {
            guard let found = try Workspace.locate(chosen: chosen, environment: environment) else {
                sink.write("archlab: reset --exercise works in a workspace; run it inside one (made by `archlab init DIR`) or add --workspace DIR. In the course checkout use `git checkout -- Lessons/`.", isError: true)
                return 2
            }
            workspace = found
        } catch {
            sink.write("archlab: \(error)", isError: true)
            return 2
        }
        guard let chosen = course.lesson(id: lesson) else {
            let suggestion = DidYouMean.closest(to: lesson, among: course.lessons.map(\.id))
            sink.write("archlab: no lesson named '\(ShellError.shorten(lesson))'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""), isError: true)
            return 2
        }
        do {
            var outcome = try StarterReset.run(chosen, in: workspace, course: course, confirmed: confirmed)
            if case .needsConfirmation = outcome {
                guard isatty(0) == 1 else {
                    sink.write("archlab: " + StarterResetRenderer.text(outcome, lesson: chosen, confirm: "Add --yes to do it."), isError: true)
                    return 2
                }
                sink.write(StarterResetRenderer.text(outcome, lesson: chosen, confirm: "Type yes to go on: "), isError: false)
                sink.flush()
                guard readLine()?.trimmingCharacters(in: .whitespaces).lowercased() == "yes" else {
                    sink.write("Nothing changed.", isError: false)
                    return 1
                }
                outcome = try StarterReset.run(chosen, in: workspace, course: course, confirmed: true)
            }
            let refused = outcome == .noExercise
            sink.write((refused ? "archlab: " : "") + StarterResetRenderer.text(outcome, lesson: chosen, confirm: ""), isError: refused)
            return refused ? 2 : 0
        } catch {
            sink.write("archlab: \(error)", isError: true)
            return 2
        }
    }
}
