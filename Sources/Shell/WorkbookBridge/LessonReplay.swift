import ArchLabWorkbook
import Foundation

/// Replays lesson walkthroughs as a learner would type them and says, step by step, whether
/// every check passed: what `archlab replay` and CI (`scripts/check-course`) run.
///
/// Two ways: each lesson in a fresh shell of its own (`replay(_:)`), or the whole course
/// back to back in one shell (`replayInOneSitting(_:)`), as a learner who never restarts it;
/// either way `lesson ID` gives each lesson its sandbox (`Sandboxes`). Either way the replay types `lesson ID`, then each step's `archlab` commands,
/// then `next`. A step fails when one of its commands fails, when its check does not hold
/// after its commands (it cannot be done), when its check already held as the step began
/// (it is done before its own commands), or when a message contradicts the state it is shown
/// in (`LessonReplay+Contradictions`: the prompt, `check` on a first step without exercise,
/// anything telling to type `next` on the last step). Progress goes to an empty temporary
/// folder, so the learner's own progress is never read or written.
public struct LessonReplay {
    /// What happens to a walkthrough's `check` on a step whose check is `exercise passes`.
    public enum ExerciseMode: Equatable, Sendable {
        /// Build and test the reference solution (`ARCHLAB_SOLUTIONS=1`), so the step can pass.
        case solutions
        /// Skip the `check` command; the rest of the step's check must still hold.
        case skip
    }

    /// Where in its commands a step was already done.
    public struct EarlyFinish: Equatable, Sendable {
        /// How many commands had run.
        public var count: Int
        /// How many the step has.
        public var of: Int
        /// The command after which the check held.
        public var command: String
    }

    /// One step's verdict.
    public struct StepOutcome: Equatable, Sendable {
        public var number: Int
        public var title: String
        /// Why the step failed; empty when it passed.
        public var problems: [String] = []
        /// The exercise check was skipped (`ExerciseMode.skip`).
        public var skippedExercise = false
        /// The step's check already held when the step began, before any of its commands.
        public var doneEarly = false
        /// The step's check did not hold after its commands.
        public var notDone = false
        /// How many of the step's commands had run when its check first held, when that was
        /// before the last one (a step that ends before the part it is about, e.g. done at
        /// `fire load` before `advance 40` shows the answer); nil otherwise.
        public var doneBeforeLastCommand: EarlyFinish?
        /// The last lines the step printed, shown under a failure.
        public var output: [String] = []
        public var passed: Bool { problems.isEmpty }
    }

    /// One lesson's verdict.
    public struct LessonOutcome: Equatable, Sendable {
        public var lessonID: String
        public var folder: String
        public var steps: [StepOutcome] = []
        /// Set when `lesson ID` itself failed.
        public var startProblem: String?
        /// In one sitting: the lessons it needs that were typed after it (the numbers do not follow the path).
        public var neededLater: [String] = []
        public var passed: Bool { startProblem == nil && neededLater.isEmpty && steps.allSatisfy(\.passed) }
        public var firstFailure: StepOutcome? { steps.first { !$0.passed } }
        /// `3.2`-style labels (folder number, step) of the steps done before their own commands.
        public var stepsDoneEarly: [String] { labels { $0.doneEarly } }
        /// Labels of the steps whose check did not hold after their commands.
        public var stepsNotDone: [String] { labels { $0.notDone } }
        /// `6.1 (after fire load, 3 of 4)` for each step whose check held before its last command.
        public var stepsDoneBeforeLastCommand: [String] {
            zip(labels { _ in true }, steps).compactMap { label, step in
                step.doneBeforeLastCommand.map { "\(label) (after `\($0.command)`, \($0.count) of \($0.of))" }
            }
        }

        private func labels(_ include: (StepOutcome) -> Bool) -> [String] {
            let digits = folder.prefix { $0.isASCII && $0.isNumber }
            let number = Int(digits).map(String.init) ?? lessonID
            return steps.filter(include).map { "\(number).\($0.number)" }
        }
    }

    public let lessonsDirectory: URL
    public let exercises: ExerciseMode
    /// The scenes and apps each fresh session can load (the executable's, handed down).
    private let catalog: SampleCatalog
    private let workspace: String?
    private let environment: [String: String]

    public init(lessonsDirectory: URL, exercises: ExerciseMode, catalog: SampleCatalog, workspace: String? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.lessonsDirectory = lessonsDirectory
        self.exercises = exercises
        self.catalog = catalog
        self.workspace = workspace
        self.environment = environment
    }

    /// Replays `lesson` in a fresh session; `progress` gets a line before anything slow (an
    /// exercise build).
    public func replay(_ lesson: Lesson, progress: (String) -> Void = { _ in }) -> LessonOutcome {
        let sitting = Sitting(lessonsDirectory: lessonsDirectory, catalog: catalog, workspace: workspace, environment: environment, exercises: exercises)
        defer { sitting.close() }
        return replay(lesson, in: sitting, progress: progress)
    }

    /// Replays `lessons` in order in ONE shell, as a learner who never restarts it;
    /// `each` gets every lesson's outcome as soon as it is known.
    public func replayInOneSitting(_ lessons: [Lesson], progress: (String) -> Void = { _ in },
                                   each: (LessonOutcome) -> Void = { _ in }) -> [LessonOutcome] {
        let sitting = Sitting(lessonsDirectory: lessonsDirectory, catalog: catalog, workspace: workspace, environment: environment, exercises: exercises)
        defer { sitting.close() }
        let chosen = Set(lessons.map(\.id))
        var taken: Set<String> = []
        return lessons.map { lesson in
            var outcome = replay(lesson, in: sitting, progress: progress)
            // Typed in this order, a lesson must come after every lesson it needs (those replayed here).
            outcome.neededLater = lesson.prerequisites.filter { chosen.contains($0) && !taken.contains($0) }
            taken.insert(lesson.id)
            each(outcome)
            return outcome
        }
    }

    /// One shell with its session, lesson host and temporary progress folder.
    private struct Sitting {
        let host: WorkbookLessons
        let shell: Shell
        let state: URL

        init(lessonsDirectory: URL, catalog: SampleCatalog, workspace: String?, environment: [String: String], exercises: ExerciseMode) {
            state = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-replay-\(UUID().uuidString)")
            var environment = environment
            environment["XDG_STATE_HOME"] = state.path
            environment["ARCHLAB_SOLUTIONS"] = exercises == .solutions ? "1" : nil
            host = WorkbookLessons(lessonsDirectory: lessonsDirectory, workspace: workspace, environment: environment)
            shell = Shell(session: Session(catalog: catalog, lessons: host), style: .plain, width: 80)
        }

        func close() { try? FileManager.default.removeItem(at: state) }
    }

    private func replay(_ lesson: Lesson, in sitting: Sitting, progress: (String) -> Void) -> LessonOutcome {
        var outcome = LessonOutcome(lessonID: lesson.id, folder: lesson.folder)
        let (host, shell) = (sitting.host, sitting.shell)
        // The sitting begins in free play, as a learner's shell does.
        let freePlayProblem = host.position == nil ? Self.freePlayPromptProblem(shell.prompt) : nil
        // Each lesson runs in its own sandbox, which `lesson ID` makes; `shell.session` is it.
        let start = shell.submit(line: "lesson \(lesson.id)")
        if !start.succeeded {
            outcome.startProblem = Self.errors(of: start).joined(separator: " ")
            return outcome
        }
        for (index, step) in lesson.steps.enumerated() {
            var result = StepOutcome(number: step.number, title: step.title)
            var printed: [String] = []
            if index > 0 {
                var moved = shell.submit(line: "next")
                if host.position?.step == step.number - 1 {
                    // The previous step was not done, and `next` said so once; a learner goes on with `next` again.
                    moved = shell.submit(line: "next")
                }
                if !moved.succeeded { result.problems.append("`next` failed: " + Self.errors(of: moved).joined(separator: " ")) }
            }
            let skipsExercise = exercises == .skip && step.check.needsExercise
            if index == 0, let freePlayProblem { result.problems.append(freePlayProblem) }
            if let problem = Self.lessonPromptProblem(shell.prompt, lesson: lesson, step: step) { result.problems.append(problem) }
            if host.currentStepHolds(session: shell.session, assumingExercisePassed: false) == true {
                result.doneEarly = true
                result.problems.append("done before its own commands: `\(step.check.description)` already held when the step began")
            } else if index == 0, !step.check.needsExercise {
                // A learner's first `check`, before doing anything: it must say what it does here.
                let answer = shell.submit(line: "check").text
                if let problem = Self.checkWithoutExerciseProblem(answer, lesson: lesson, step: step) { result.problems.append(problem) }
            }
            // Skipping exercises also skips `load` (it compiles the exercise) and what follows it.
            var skippedLoad = false
            for (position, command) in step.commands.enumerated() {
                if skipsExercise, Self.isExerciseCheck(command) || skippedLoad || Self.loadsExercise(command) {
                    result.skippedExercise = true
                    skippedLoad = skippedLoad || Self.loadsExercise(command)
                    continue
                }
                if step.check.needsExercise, Self.isExerciseCheck(command) {
                    progress("  step \(step.number): checking the exercise against its reference solution (swift build)...")
                }
                let ran = shell.submit(line: command)
                printed += ran.lines.compactMap { if case .output(let text) = $0 { return text } else { return nil } }
                if !ran.succeeded {
                    result.problems.append("`\(command)` failed: " + Self.errors(of: ran).joined(separator: " "))
                }
                if shell.session.wantsQuit {
                    result.problems.append("`\(command)` quit the shell in the middle of the walkthrough")
                    shell.session.resetQuit()
                }
                if !result.doneEarly, result.doneBeforeLastCommand == nil, position + 1 < step.commands.count,
                   host.currentStepHolds(session: shell.session, assumingExercisePassed: skipsExercise) == true {
                    result.doneBeforeLastCommand = EarlyFinish(count: position + 1, of: step.commands.count, command: command)
                }
            }
            if skipsExercise {
                // The rest of the check must hold, as if the exercise had passed (unless it is
                // about the loaded exercise, which was not built).
                if !skippedLoad, host.currentStepHolds(session: shell.session, assumingExercisePassed: true) != true {
                    result.notDone = true
                    result.problems.append("check not met (exercise skipped): \(step.check.description)")
                }
            } else if let settled = host.settleCurrentStep(session: shell.session) {
                if settled.step.number != step.number {
                    result.problems.append("the shell was on step \(settled.step.number), not \(step.number)")
                } else if !settled.done {
                    result.notDone = true
                    result.problems.append("check not met: \(step.check.description) (\(step.check.goal))")
                }
            } else {
                result.problems.append("no lesson was open after the step's commands")
            }
            if index == lesson.steps.count - 1 {
                // On the last step nothing may say to type `next`: a `check` (where it runs no
                // exercise), then `next` itself, which answers that this is the last step.
                var said = printed
                if !step.check.needsExercise { said += shell.submit(line: "check").text }
                if let problem = Self.lastStepProblem(said: said, next: shell.submit(line: "next").text) { result.problems.append(problem) }
            }
            if !result.passed { result.output = Array(printed.suffix(12)) }
            outcome.steps.append(result)
        }
        return outcome
    }

    private static func errors(of outcome: Shell.Outcome) -> [String] {
        outcome.lines.compactMap { if case .error(let text) = $0 { return text } else { return nil } }
    }

    /// `load` or `try`, alone or with `exercise`: compiles the open lesson's exercise.
    private static func loadsExercise(_ command: String) -> Bool {
        let words = command.split(whereSeparator: \.isWhitespace)
        return ["load", "try"].contains(words.first) && (words.count == 1 || words.dropFirst() == ["exercise"])
    }

    /// `check` with no lesson named: the step's own check, which runs the exercise.
    private static func isExerciseCheck(_ command: String) -> Bool {
        command.split(whereSeparator: \.isWhitespace) == ["check"]
    }
}
