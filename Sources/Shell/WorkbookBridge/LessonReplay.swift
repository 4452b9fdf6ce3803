import ArchLabWorkbook
import Foundation

/// Replays a lesson's walkthrough in a fresh session and says, step by step, whether every
/// check passed: what `archlab replay` and CI (`scripts/check-course`) run.
///
/// Each lesson gets its own `Session` on the standard samples and its own empty progress
/// folder, so neither the learner's progress nor another lesson's state can make a step pass.
/// The replay types `lesson ID`, then each step's `archlab` commands, then `next`, as a learner
/// would; after a step's commands its check must hold, and every command must succeed.
public struct LessonReplay {
    /// What happens to a walkthrough's `check` on a step whose check is `exercise passes`.
    public enum ExerciseMode: Equatable, Sendable {
        /// Build and test the reference solution (`ARCHLAB_SOLUTIONS=1`), so the step can pass.
        case solutions
        /// Skip the `check` command; the rest of the step's check must still hold.
        case skip
    }

    /// One step's verdict.
    public struct StepOutcome: Equatable, Sendable {
        public var number: Int
        public var title: String
        /// Why the step failed; empty when it passed.
        public var problems: [String] = []
        /// The exercise check was skipped (`ExerciseMode.skip`).
        public var skippedExercise = false
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
        public var passed: Bool { startProblem == nil && steps.allSatisfy(\.passed) }
        public var firstFailure: StepOutcome? { steps.first { !$0.passed } }
    }

    public let lessonsDirectory: URL
    public let exercises: ExerciseMode
    private let environment: [String: String]

    public init(lessonsDirectory: URL, exercises: ExerciseMode, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.lessonsDirectory = lessonsDirectory
        self.exercises = exercises
        self.environment = environment
    }

    /// Replays `lesson`; `progress` gets a line before anything slow (an exercise build).
    public func replay(_ lesson: Lesson, progress: (String) -> Void = { _ in }) -> LessonOutcome {
        var outcome = LessonOutcome(lessonID: lesson.id, folder: lesson.folder)
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-replay-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        var environment = environment
        environment["XDG_STATE_HOME"] = state.path
        environment["ARCHLAB_SOLUTIONS"] = exercises == .solutions ? "1" : nil

        let host = WorkbookLessons(lessonsDirectory: lessonsDirectory, environment: environment)
        let session = Session(catalog: .standard, lessons: host)
        let shell = Shell(session: session, style: .plain, width: 80)

        let start = shell.submit(line: "lesson \(lesson.id)")
        if !start.succeeded {
            outcome.startProblem = Self.errors(of: start).joined(separator: " ")
            return outcome
        }
        for (index, step) in lesson.steps.enumerated() {
            var result = StepOutcome(number: step.number, title: step.title)
            var printed: [String] = []
            if index > 0 {
                let moved = shell.submit(line: "next")
                if !moved.succeeded { result.problems.append("`next` failed: " + Self.errors(of: moved).joined(separator: " ")) }
            }
            let skipsExercise = exercises == .skip && step.check.needsExercise
            for command in step.commands {
                if skipsExercise, Self.isExerciseCheck(command) {
                    result.skippedExercise = true
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
                if session.wantsQuit {
                    result.problems.append("`\(command)` quit the shell in the middle of the walkthrough")
                    session.resetQuit()
                }
            }
            if skipsExercise {
                // The rest of the check must hold, as if the exercise had passed.
                if !step.check.isSatisfied(by: SessionProbe(session: session), exercisePassed: true) {
                    result.problems.append("check not met (exercise skipped): \(step.check.description)")
                }
            } else if let settled = host.settleCurrentStep(session: session) {
                if settled.step.number != step.number {
                    result.problems.append("the shell was on step \(settled.step.number), not \(step.number)")
                } else if !settled.done {
                    result.problems.append("check not met: \(step.check.description) (\(step.check.goal))")
                }
            } else {
                result.problems.append("no lesson was open after the step's commands")
            }
            if !result.passed { result.output = Array(printed.suffix(12)) }
            outcome.steps.append(result)
        }
        return outcome
    }

    private static func errors(of outcome: Shell.Outcome) -> [String] {
        outcome.lines.compactMap { if case .error(let text) = $0 { return text } else { return nil } }
    }

    /// `check` with no lesson named: the step's own check, which runs the exercise.
    private static func isExerciseCheck(_ command: String) -> Bool {
        command.split(whereSeparator: \.isWhitespace) == ["check"]
    }
}
