import ArchLabWorkbook
import Foundation

/// `archlab check [LESSON]` and `archlab grade [--format F] [--solutions]`: the workbook's
/// checker and grader, run from the command line without the interactive shell.
public enum CourseCommands {
    /// Checks one lesson's exercise, or every lesson that has one; returns the exit status.
    public static func check(lesson id: String?, sink: TextSink,
                             environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        guard let (course, directory) = loadCourse(sink: sink, environment: environment) else { return 2 }
        let checker: ExerciseChecker
        do { checker = try WorkspaceContext.checker(lessonsDirectory: directory, environment: environment) } catch {
            sink.write("archlab: \(error)", isError: true)
            return 2
        }
        var lessons = course.lessons.filter { $0.exercise != nil }
        if let id {
            guard let lesson = course.lesson(id: id) else {
                let suggestion = DidYouMean.closest(to: id, among: course.lessons.map(\.id))
                sink.write("archlab: no lesson named '\(ShellError.shorten(id))'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""), isError: true)
                return 2
            }
            guard lesson.exercise != nil else {
                sink.write("Lesson \(id) has no exercise; its steps are checked inside the shell ('lesson \(id)').", isError: false)
                return 0
            }
            lessons = [lesson]
        }
        var failed = 0
        for lesson in lessons {
            let result = checker.check(lesson)
            if !result.passed { failed += 1 }
            let hint = lesson.steps.first { $0.check.needsExercise }?.hints.first
            sink.write(result.learnerText(hint: hint), isError: false)
            sink.flush()
        }
        return failed == 0 ? 0 : 1
    }

    /// Grades every exercise (or every solution) and prints the report in `format`.
    public static func grade(format: String, solutions: Bool, sink: TextSink,
                             environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        guard let chosen = GradeReport.Format(rawValue: format) else {
            sink.write("archlab: grade --format must be text, json or junit", isError: true)
            return 2
        }
        guard let (course, directory) = loadCourse(sink: sink, environment: environment) else { return 2 }
        var checker: ExerciseChecker
        do { checker = try WorkspaceContext.checker(lessonsDirectory: directory, environment: environment) } catch {
            sink.write("archlab: \(error)", isError: true)
            return 2
        }
        checker.solutions = solutions
        if solutions { checker.workspace = nil }
        let report = Grader(checker: checker).grade(course)
        sink.write(report.render(chosen), isError: false)
        return report.exitCode
    }

    /// Replays the walkthrough of each lesson named (by id or folder), or of every lesson;
    /// prints each step's verdict and returns 0 only when every step of every lesson passed.
    public static func replay(lessons names: [String], skipExercises: Bool, sink: TextSink,
                              environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        guard let (course, directory) = loadCourse(sink: sink, environment: environment) else { return 2 }
        var chosen: [Lesson] = []
        for name in names {
            guard let lesson = course.lesson(id: name) ?? course.lessons.first(where: { $0.folder == name }) else {
                let suggestion = DidYouMean.closest(to: name, among: course.lessons.map(\.id))
                sink.write("archlab: no lesson named '\(ShellError.shorten(name))'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
                           + " Type 'archlab -c lessons' to list them.", isError: true)
                return 2
            }
            chosen.append(lesson)
        }
        if names.isEmpty { chosen = course.lessons }
        let mode: LessonReplay.ExerciseMode = skipExercises ? .skip : .solutions
        let replay = LessonReplay(lessonsDirectory: directory, exercises: mode, environment: environment)
        var failures: [String] = []
        for lesson in chosen {
            sink.write("replay \(lesson.id) (\(lesson.folder)): \(lesson.steps.count) steps", isError: false)
            sink.flush()
            let outcome = replay.replay(lesson) { line in
                sink.write(line, isError: false)
                sink.flush()
            }
            if let problem = outcome.startProblem {
                sink.write("  could not start: \(problem)", isError: false)
            }
            for step in outcome.steps {
                let verdict = step.passed ? (step.skippedExercise ? "ok (exercise check skipped)" : "ok") : "FAILED"
                sink.write("  step \(step.number) \(step.title): \(verdict)", isError: false)
                for problem in step.problems { sink.write("    " + problem, isError: false) }
                if !step.output.isEmpty {
                    sink.write("    last output:", isError: false)
                    for line in step.output { sink.write("    | " + line, isError: false) }
                }
            }
            if outcome.passed {
                sink.write("PASS  \(lesson.id)", isError: false)
            } else {
                let at = outcome.firstFailure.map { "step \($0.number)" } ?? "start"
                sink.write("FAIL  \(lesson.id) at \(at)", isError: false)
                failures.append("\(lesson.id) (\(at))")
            }
            sink.flush()
        }
        let exercises = skipExercises ? "exercise checks skipped" : "exercises checked against the reference solutions"
        if failures.isEmpty {
            sink.write("replayed \(chosen.count) lesson\(chosen.count == 1 ? "" : "s"): all passed (\(exercises))", isError: false)
            return 0
        }
        sink.write("replayed \(chosen.count) lesson\(chosen.count == 1 ? "" : "s"): \(failures.count) failed: \(failures.joined(separator: ", ")) (\(exercises))", isError: false)
        return 1
    }

    private static func loadCourse(sink: TextSink, environment: [String: String]) -> (Course, URL)? {
        guard let directory = LessonsDirectory.locate(environment: environment) else {
            sink.write("archlab: no Lessons/ folder found; run from the ArchLab checkout or set ARCHLAB_LESSONS", isError: true)
            return nil
        }
        do {
            return (try Course.load(from: directory), directory)
        } catch {
            sink.write("archlab: the course in \(directory.path) could not be read: \(error)", isError: true)
            return nil
        }
    }
}
