import ArchLabWorkbook
import Foundation

/// `archlab replay [--skip-exercises] [--one-sitting] [LESSON ...]`: replays the walkthrough
/// of each lesson named (by id or folder), or of every lesson (`LessonReplay`), printing each
/// step's verdict as it goes.
struct ReplayCommand {
    var lessons: [String]
    var skipExercises: Bool
    /// Back to back in one shell, as a learner who never restarts the shell; lists the steps
    /// done before their own commands and the steps that cannot be done.
    var oneSitting = false

    /// Returns 0 only when every step of every lesson passed; 2 for no course or an unknown lesson.
    func run(_ context: SubcommandContext) -> Int32 {
        let out = SubcommandOutput(sink: context.sink)
        guard let (course, directory) = out.loadCourse(environment: context.environment) else { return 2 }
        var chosen: [Lesson] = []
        for name in lessons {
            guard let lesson = course.lesson(id: name) ?? course.lessons.first(where: { $0.folder == name }) else {
                out.fail(.unknownLesson(name, suggestion: DidYouMean.closest(to: name, among: course.lessons.map(\.id)), listHint: true))
                return 2
            }
            chosen.append(lesson)
        }
        if lessons.isEmpty { chosen = course.lessons }
        let mode: LessonReplay.ExerciseMode = skipExercises ? .skip : .solutions
        let replay = LessonReplay(lessonsDirectory: directory, exercises: mode, catalog: context.catalog, workspace: context.workspace,
                                  environment: context.environment)
        var outcomes: [LessonReplay.LessonOutcome] = []
        if oneSitting {
            out.report(.oneSittingStarted(lessons: chosen.count))
            outcomes = replay.replayInOneSitting(chosen, progress: { out.report(.replayProgress($0)) }, each: { out.report(.replayed($0)) })
        } else {
            for lesson in chosen {
                out.report(.replayStarted(id: lesson.id, folder: lesson.folder, steps: lesson.steps.count))
                let outcome = replay.replay(lesson) { out.report(.replayProgress($0)) }
                out.report(.replayed(outcome))
                outcomes.append(outcome)
            }
        }
        let failures = outcomes.filter { !$0.passed }.map { "\($0.lessonID) (\(CourseReportRenderer.failurePlace($0)))" }
        out.report(.replayFindings(doneBeforeLastCommand: outcomes.flatMap(\.stepsDoneBeforeLastCommand),
                                   doneEarly: outcomes.flatMap(\.stepsDoneEarly), notDone: outcomes.flatMap(\.stepsNotDone),
                                   oneSitting: oneSitting))
        out.report(.replaySummary(lessons: chosen.count, failures: failures, skippedExercises: skipExercises, oneSitting: oneSitting))
        return failures.isEmpty ? 0 : 1
    }
}
