/// The shell's lesson use cases that change the walkthrough: checking an exercise (recording
/// it and choosing the hint) and showing a solution. The shell's `WorkbookLessons` and the
/// `archlab` subcommands call them and only translate what they return.
extension Walkthrough {
    /// The lesson a command names (`id`), or the open one when it names none; nil when `id`
    /// names no lesson, or no lesson is open.
    public func lesson(named id: String?) -> Lesson? {
        id.flatMap { course.lesson(id: $0) } ?? (id == nil ? lesson : nil)
    }

    /// A check of `lesson`'s exercise: the shell's `check`, `archlab check` and `archlab watch`
    /// alike. A check that ran to its end records its result and tests in the progress (a
    /// Ctrl-C or a refused check says nothing about the learner's code), so a pass counts
    /// wherever it was made. Under a failed check of the open lesson: the hint tied to the
    /// first failing test, else the next one not about a passing test (from the step that
    /// asks for the exercise when the current step does not); with no lesson open (the
    /// `archlab` subcommands, free play), the exercise step's hint for the tests that failed
    /// (`Lesson.hint(after:)`); no hint for another lesson's check.
    public mutating func checkExercise(_ lesson: Lesson, with checker: ExerciseChecker) -> ExerciseCheck {
        let result = checker.check(lesson)
        if result.checkEnd != .incomplete {
            recordExercise(passed: result.passed, lessonID: lesson.id)
            noteCheckedTests(result.testRun, lessonID: lesson.id)
        }
        let hint: String?
        if result.passed {
            hint = nil
        } else if self.lesson == nil {
            hint = lesson.hint(after: result)
        } else if lesson.id != self.lesson?.id {
            hint = nil
        } else if currentStep?.check.needsExercise == true {
            hint = hintForFailedCheck()
        } else {
            hint = lesson.hint(after: result)
        }
        return ExerciseCheck(result: result, hint: hint)
    }

    /// What the current step says after `check` ran its exercise: done, or what else it asks.
    /// Nil after a failed check whose step is simply not done: the check has said what to do.
    public mutating func stepNews(after check: ExerciseCheck, at probe: some LessonStateProbe) -> WalkthroughEvent? {
        let news = self.check(probe)
        if !check.result.passed, case .notDoneYet = news { return nil }
        return news
    }

    /// What `solution` may show of `lesson`.
    public enum SolutionAccess: Equatable, Sendable {
        case noExercise
        /// Not before the exercise passed or the learner gave up.
        case locked
        /// The reference solution beside the learner's; `gaveUp` when it had not passed.
        case shown(SolutionComparison, gaveUp: Bool)
    }

    /// `solution [LESSON] [--give-up]`: the solution once the exercise passed, or after a
    /// give-up (recorded the first time).
    public mutating func solution(of lesson: Lesson, giveUp: Bool, checker: ExerciseChecker) -> SolutionAccess {
        guard lesson.exercise != nil else { return .noExercise }
        let progress = book[lesson.id]
        let passed = progress.exercise == .passed
        guard passed || giveUp || progress.gaveUp else { return .locked }
        if !passed && !progress.gaveUp { recordGiveUp(lessonID: lesson.id) }
        let comparison = SolutionComparison(lesson: lesson, lessonsDirectory: checker.lessonsDirectory, workspace: checker.workspace)
        return .shown(comparison, gaveUp: !passed)
    }
}
