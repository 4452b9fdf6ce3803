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

    func run(_ context: SubcommandContext) -> Int32 {
        let (chosen, environment) = (context.workspace, context.environment)
        let out = SubcommandOutput(sink: context.sink)
        guard let (course, _) = out.loadCourse(environment: environment) else { return 2 }
        let workspace: Workspace
        do {
            guard let found = try Workspace.locate(chosen: chosen, environment: environment) else {
                out.fail(.resetNeedsWorkspace)
                return 2
            }
            workspace = found
        } catch {
            out.fail(.workspace("\(error)"))
            return 2
        }
        guard let chosen = course.lesson(id: lesson) else {
            out.fail(.unknownLesson(lesson, suggestion: DidYouMean.closest(to: lesson, among: course.lessons.map(\.id)), listHint: false))
            return 2
        }
        do {
            var outcome = try StarterReset.run(chosen, in: workspace, course: course, confirmed: confirmed)
            if case .needsConfirmation = outcome {
                guard isatty(0) == 1 else {
                    out.fail(.resetNeedsYes(outcome, lesson: chosen))
                    return 2
                }
                out.report(.starterResetQuestion(outcome, lesson: chosen))
                guard readLine()?.trimmingCharacters(in: .whitespaces).lowercased() == "yes" else {
                    out.report(.nothingChanged)
                    return 1
                }
                outcome = try StarterReset.run(chosen, in: workspace, course: course, confirmed: true)
            }
            guard !outcome.isRefusal else {
                out.fail(.resetRefused(outcome, lesson: chosen))
                return 2
            }
            out.report(.starterReset(outcome, lesson: chosen))
            return 0
        } catch {
            out.fail(.workspace("\(error)"))
            return 2
        }
    }
}
