/// Text for `archlab check`, `grade` and `replay`: their reports on standard output, their
/// errors (`archlab: ...`) on standard error.
public enum CourseReportRenderer {
    public static func render(_ report: CourseReport) -> [String] {
        switch report {
        case .workbook(let text): return [text]
        case .noExercise(let id): return ["Lesson \(id) has no exercise; its steps are checked inside the shell ('lesson \(id)')."]
        case .replayStarted(let id, let folder, let steps): return ["replay \(id) (\(folder)): \(steps) steps"]
        case .oneSittingStarted(let count): return ["replaying \(count) lesson\(count == 1 ? "" : "s") back to back in one shell"]
        case .replayProgress(let line): return [line]
        case .replayFindings(let beforeLast, let early, let notDone, let oneSitting):
            var lines: [String] = []
            if !beforeLast.isEmpty {
                lines.append("note: done before their last command (is the check about the step's point?): " + beforeLast.joined(separator: ", "))
            }
            if !early.isEmpty { lines.append("done before their own commands: " + early.joined(separator: ", ")) }
            if !notDone.isEmpty { lines.append("cannot be done\(oneSitting ? " in one sitting" : ""): " + notDone.joined(separator: ", ")) }
            return lines
        case .replayed(let outcome): return render(outcome)
        case .replaySummary(let count, let failures, let skipped, let oneSitting):
            let exercises = skipped ? "exercise checks skipped" : "exercises checked against the reference solutions"
            let lessons = "replayed \(count) lesson\(count == 1 ? "" : "s")" + (oneSitting ? " in one sitting" : "")
            if failures.isEmpty { return ["\(lessons): all passed (\(exercises))"] }
            return ["\(lessons): \(failures.count) failed: \(failures.joined(separator: ", ")) (\(exercises))"]
        }
    }

    public static func render(_ error: CourseError) -> String {
        let message: String
        switch error {
        case .noLessonsFolder: message = "no Lessons/ folder found; run from the ArchLab checkout or set ARCHLAB_LESSONS"
        case .unreadableCourse(let path, let reason): message = "the course in \(path) could not be read: \(reason)"
        case .unknownLesson(let name, let suggestion, let listHint):
            message = "no lesson named '\(ShellError.shorten(name))'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
                + (listHint ? " Type 'archlab -c lessons' to list them." : "")
        case .badGradeFormat: message = "grade --format must be text, json or junit"
        case .workspace(let problem): message = problem
        }
        return "archlab: " + message
    }

    /// "step 3", "start" when the lesson could not start, or "order" when it came before a lesson it needs.
    static func failurePlace(_ outcome: LessonReplay.LessonOutcome) -> String {
        outcome.firstFailure.map { "step \($0.number)" } ?? (outcome.startProblem == nil && !outcome.neededLater.isEmpty ? "order" : "start")
    }

    private static func render(_ outcome: LessonReplay.LessonOutcome) -> [String] {
        var lines: [String] = []
        if let problem = outcome.startProblem { lines.append("  could not start: \(problem)") }
        if !outcome.neededLater.isEmpty {
            lines.append("  comes before \(outcome.neededLater.joined(separator: ", ")), which it needs: number the lessons so that every prerequisite has a smaller number")
        }
        for step in outcome.steps {
            let verdict = step.passed ? (step.skippedExercise ? "ok (exercise check skipped)" : "ok") : "FAILED"
            lines.append("  step \(step.number) \(step.title): \(verdict)")
            lines += step.problems.map { "    " + $0 }
            if !step.output.isEmpty { lines += ["    last output:"] + step.output.map { "    | " + $0 } }
        }
        lines.append(outcome.passed ? "PASS  \(outcome.lessonID)" : "FAIL  \(outcome.lessonID) at \(failurePlace(outcome))")
        return lines
    }
}
