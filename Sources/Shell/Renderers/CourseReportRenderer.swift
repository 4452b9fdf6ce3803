import ArchLabWorkbook

/// Text for the `archlab` subcommands: their reports (on standard output, or standard error
/// for the notes `SubcommandOutput.note` writes), their errors (`archlab: ...`) on standard
/// error. Each sentence is written here once.
public enum CourseReportRenderer {
    public static func render(_ report: CourseReport) -> [String] {
        switch report {
        case .workbook(let text): return [text]
        case .completionScript(let shell): return CompletionScriptRenderer.script(for: shell)
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
        case .unexplainedErrors(let unexplained, let total):
            return ["\(unexplained) of \(total) error\(total == 1 ? "" : "s") without advice (the explainer knows the plumbing of RIBs and Clean Swift, not every error)."]
        case .workspaceReady(let root, let setup, let classroom, let executable):
            return render(setup, root: root, classroom: classroom, executable: executable)
        case .starterResetQuestion(let outcome, let lesson):
            return [StarterResetRenderer.text(outcome, lesson: lesson, confirm: "Type yes to go on: ")]
        case .nothingChanged: return ["Nothing changed."]
        case .starterReset(let outcome, let lesson): return [StarterResetRenderer.text(outcome, lesson: lesson, confirm: "")]
        case .shell(let report):
            // A refusal names the archlab subcommands to run, not the shell's commands.
            if case .lesson(let refusal) = report {
                switch refusal {
                case .solutionLocked, .noSolution: return ReportRenderer.renderSolutionRefusal(refusal, outsideShell: true)
                default: break
                }
            }
            return ReportRenderer.render(report, style: .plain)
        case .rosterSkipped(let folder, let reason): return ["skipped \(folder): \(reason)"]
        case .gradebookWritten(let students, let seconds, let output):
            return ["graded \(students) workspaces in \(seconds) s; gradebook written to \(output)"]
        case .everyExercisePassesAlready: return ["Every exercise passes already. Name one to watch it anyway: archlab watch LESSON"]
        case .watchChecking(let id, let folder): return ["Checking \(id) (\(folder)/)..."]
        case .progressNotSaved(let reason):
            return ["note: this check is not in your progress: it could not be saved (\(reason)). Free some disk space or fix the folder's permissions, then check again."]
        case .everyExercisePasses: return ["Every exercise passes. Well done!"]
        case .watchNext(let id, let folder): return ["Next: \(id) in \(folder)/"]
        case .watching(let folder):
            return ["Watching \(folder.hasSuffix("/") ? folder : folder + "/"): save a file to check again (Ctrl-C stops)."]
        }
    }

    /// `archlab init`: the workspace made, what moved or was kept, and what to type next.
    private static func render(_ setup: Workspace.Setup, root: String, classroom: Bool, executable: String) -> [String] {
        var lines = ["Workspace ready in \(root): \(setup.workspace.manifest.lessons.count) exercise folders, \(setup.added.count) files added."]
        let moved = setup.moves.moved
        if !moved.isEmpty {
            lines.append("The lessons were renumbered: moved \(moved.count == 1 ? "1 folder" : "\(moved.count) folders") to the new names, your files inside unchanged: "
                         + moved.map { "\($0.from)/ → \($0.to)/" }.joined(separator: ", ") + ".")
            if moved.contains(where: \.staged) {
                lines.append("The moves are staged in git, so the history follows your files; commit them: git commit -m 'Renumbered lessons'")
            }
        }
        for move in setup.moves.blocked {
            lines.append("Left \(move.from)/ where it is: \(move.to)/ exists too. Copy what you want to keep from \(move.from)/ into \(move.to)/, then delete \(move.from)/.")
        }
        if !setup.kept.isEmpty { lines.append("Kept your own versions of: \(setup.kept.joined(separator: ", ")).") }
        if !setup.editedInCheckout.isEmpty {
            lines.append("The starters are the course's as shipped, not this checkout's: "
                         + setup.editedInCheckout.map { "Lessons/\($0)" }.joined(separator: ", ")
                         + (setup.editedInCheckout.count == 1 ? " differs from the shipped starter (edited in the checkout) and stays as it is there."
                            : " differ from the shipped starters (edited in the checkout) and stay as they are there."))
        }
        if let note = setup.gitNote { lines.append(note) }
        if classroom {
            lines.append("GitHub Classroom: \(ClassroomWorkflow.path) grades each lesson; \(ClassroomWorkflow.teacherNotePath) says how to make the template repository.")
            lines.append("Next: make this folder the template repository, as \(ClassroomWorkflow.teacherNotePath) says.")
        } else {
            // The full path: `./scripts/start` builds archlab without putting it on PATH.
            lines.append("Next: cd \(root) && \(executable)   (then type 'lesson 1')")
        }
        return lines
    }

    /// The error in one line (`lines(_:)` when it needs a second, a usage).
    public static func render(_ error: CourseError) -> String {
        lines(error).joined(separator: "\n")
    }

    /// The error's lines, the first starting `archlab: ` (or `archlab explain: `).
    public static func lines(_ error: CourseError) -> [String] {
        let message: String
        switch error {
        case .noLessonsFolder: message = "no course found (no Lessons/ folder); run the archlab of an ArchLab checkout or set ARCHLAB_LESSONS"
        case .unreadableCourse(let path, let reason): message = "the course in \(path) could not be read: \(reason)"
        case .unknownLesson(let name, let suggestion, let listHint):
            message = "no lesson named '\(ShellError.shorten(name))'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
                + (listHint ? " Type 'archlab -c lessons' to list them." : "")
        case .badGradeFormat: message = "grade --format must be text, json or junit"
        case .workspace(let problem), .failure(let problem): message = problem
        case .shell(let error): message = ErrorRenderer.render(error, style: .plain)
        case .explainNeedsInput:
            return ["archlab explain: give the file `swift build` wrote its output to (archlab explain build.log), or pipe it in: swift build 2>&1 | archlab explain"]
        case .explainUnreadable(let file):
            return ["archlab explain: cannot read '\(ShellError.shorten(file))'; give the file `swift build` wrote its output to, or pipe it in: swift build 2>&1 | archlab explain"]
        case .explainFoundNoError:
            return ["archlab explain: no compiler error (`path:line:column: error: message`) in the output; give it the output of a `swift build` that failed"]
        case .classroomNeedsGitCheckout(let checkout):
            message = "--classroom pins the course's git commit, and \(checkout) is not a git checkout. Run it from a clone of the course."
        case .classroomNeedsRepository(let courseRepository, let origin, let directory):
            // The problem, then the usage on a line of its own.
            let problem = courseRepository.map { "--course-repo \($0) is not the OWNER/NAME of a GitHub repository" }
                ?? "--classroom needs the course's GitHub repository, and the course checkout's origin "
                + (origin.map { "is \($0), not a GitHub repository" } ?? "is not set")
            return ["archlab: \(problem).", "usage: archlab init \(directory) --classroom --course-repo OWNER/NAME"]
        case .unreadableProgress(let reason): message = "your progress could not be read: \(reason)"
        case .resetNeedsWorkspace:
            message = "reset --exercise works in a workspace; run it inside one (made by `archlab init DIR`) or add --workspace DIR. In the course checkout use `git checkout -- Lessons/`."
        case .resetNeedsYes(let outcome, let lesson): message = StarterResetRenderer.text(outcome, lesson: lesson, confirm: "Add --yes to do it.")
        case .resetRefused(let outcome, let lesson): message = StarterResetRenderer.text(outcome, lesson: lesson, confirm: "")
        case .noWorkspaces(let folder): message = "no workspaces in \(folder). Put one folder per student there (each made by `archlab init`)."
        case .noSandbox(let reason):
            message = "grade --roster runs every student's code, and it cannot be sealed off here: \(reason). \(Sandbox.remedy), or pass --unsandboxed to grade anyway with the students' code running as you, with your files and network."
        case .unsandboxed: message = "--unsandboxed: the students' code runs as you, with your files and network"
        case .cannotWrite(let path, let reason): message = "cannot write \(path): \(reason)"
        case .watchNeedsWorkspace: message = "watch works in a workspace; make one with `archlab init DIR`, then run `archlab watch` inside it."
        case .notAnExercise(let name): message = "'\(ShellError.shorten(name))' is not a lesson with an exercise. Type `archlab progress` to see them."
        }
        return ["archlab: " + message]
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
