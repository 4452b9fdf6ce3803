import ArchLabWorkbook
import Foundation

/// `archlab check [LESSON]`, `archlab grade [--format F] [--solutions]` and `archlab replay`:
/// the workbook's checker, grader and walkthrough replay, run from the command line without
/// the interactive shell.
///
/// Each produces `CourseReport`s and `CourseError`s; `CourseReportRenderer` makes their text.
public enum CourseCommands {
    /// Checks one lesson's exercise, or every lesson that has one; returns the exit status.
    public static func check(lesson id: String?, sink: TextSink, workspace: String? = nil,
                             environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        let out = SubcommandOutput(sink: sink)
        guard let (course, directory) = out.loadCourse(environment: environment) else { return 2 }
        let checker: ExerciseChecker
        do { checker = try WorkspaceContext.checker(lessonsDirectory: directory, workspace: workspace, environment: environment) } catch {
            out.fail(.workspace(error.description))
            return 2
        }
        var lessons = course.lessons.filter { $0.exercise != nil }
        if let id {
            guard let lesson = course.lesson(id: id) else {
                out.fail(.unknownLesson(id, suggestion: DidYouMean.closest(to: id, among: course.lessons.map(\.id)), listHint: false))
                return 2
            }
            guard lesson.exercise != nil else {
                out.report(.noExercise(id))
                return 0
            }
            lessons = [lesson]
        }
        var failed = 0
        for lesson in lessons {
            let check = ExerciseCheck(lesson, checker: checker)
            if !check.result.passed { failed += 1 }
            // Outside the shell, checking again is this command again.
            out.report(.workbook(check.learnerText(retry: .archlabCheck(lesson.number?.typed ?? lesson.id))))
        }
        return failed == 0 ? 0 : 1
    }

    /// Grades every exercise (or every solution) and prints the report in `format`.
    public static func grade(format: String, solutions: Bool, sink: TextSink, workspace: String? = nil,
                             environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        let out = SubcommandOutput(sink: sink)
        guard let chosen = GradeReport.Format(rawValue: format) else {
            out.fail(.badGradeFormat)
            return 2
        }
        guard let (course, directory) = out.loadCourse(environment: environment) else { return 2 }
        var checker: ExerciseChecker
        do { checker = try WorkspaceContext.checker(lessonsDirectory: directory, workspace: workspace, environment: environment) } catch {
            out.fail(.workspace(error.description))
            return 2
        }
        checker.solutions = solutions
        if solutions { checker.workspace = nil } // the reference solutions live in the course
        let report = Grader(checker: checker).grade(course)
        out.report(.workbook(report.render(chosen)))
        return report.exitCode
    }

    /// Replays the walkthrough of each lesson named (by id or folder), or of every lesson;
    /// prints each step's verdict and returns 0 only when every step of every lesson passed.
    ///
    /// - Parameter oneSitting: replay them back to back in one shell, as a learner who never
    ///   restarts the shell, and list the steps done before their own commands and the steps
    ///   that cannot be done.
    public static func replay(lessons names: [String], skipExercises: Bool, oneSitting: Bool = false, sink: TextSink,
                              catalog: SampleCatalog, workspace: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        let out = SubcommandOutput(sink: sink)
        guard let (course, directory) = out.loadCourse(environment: environment) else { return 2 }
        var chosen: [Lesson] = []
        for name in names {
            guard let lesson = course.lesson(id: name) ?? course.lessons.first(where: { $0.folder == name }) else {
                out.fail(.unknownLesson(name, suggestion: DidYouMean.closest(to: name, among: course.lessons.map(\.id)), listHint: true))
                return 2
            }
            chosen.append(lesson)
        }
        if names.isEmpty { chosen = course.lessons }
        let mode: LessonReplay.ExerciseMode = skipExercises ? .skip : .solutions
        let replay = LessonReplay(lessonsDirectory: directory, exercises: mode, catalog: catalog, workspace: workspace, environment: environment)
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
