/// What the learner writes in a lesson's exercise (front matter `kind:`).
public enum ExerciseKind: String, Equatable, Sendable {
    /// The learner writes code in `Exercise/`; the sealed tests in `Tests/` grade it.
    case code
    /// The learner writes tests in `Exercise/`; they must pass on the sealed `Reference/`
    /// implementation and fail on every seeded bug in `Mutants/NAME/`.
    case tests
}
