/// A check of a lesson's exercise and the hint to show under it when it failed: what
/// `Walkthrough.checkExercise(_:with:)` answers to the shell's `check`, `archlab check` and
/// `archlab watch`, which all check through it.
public struct ExerciseCheck: Equatable, Sendable {
    public var result: ExerciseResult
    /// The hint under a failed check; nil when it passed or no hint fits.
    public var hint: String?

    public init(result: ExerciseResult, hint: String?) {
        self.result = result
        self.hint = hint
    }

    /// The learner's report (`ExerciseResult.learnerText`), ending with how to check again.
    public func learnerText(retry: Retry) -> String {
        result.learnerText(hint: hint, retry: retry.text)
    }

    /// How the learner checks again, where they are.
    public enum Retry: Equatable, Sendable {
        /// The shell's `check`.
        case typeCheck
        /// The shell, with autocheck watching this exercise.
        case saveUnderAutocheck
        /// `archlab check` of this lesson (its number, or id).
        case archlabCheck(String)
        /// `archlab watch`.
        case saveUnderWatch

        public var text: String {
            switch self {
            case .typeCheck: ExerciseResult.typeCheckAgain
            case .saveUnderAutocheck: "save them again (autocheck is on)"
            case .archlabCheck(let lesson): "run `archlab check \(lesson)` again"
            case .saveUnderWatch: "save them again (`archlab watch` checks each save)"
            }
        }
    }
}
