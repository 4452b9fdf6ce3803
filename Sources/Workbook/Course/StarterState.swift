/// Whether a code exercise's starter compiles as shipped (front matter `starter:`).
public enum StarterState: String, Equatable, Sendable {
    /// The usual starter: it builds, and fails its tests.
    case compiles
    /// The starter is meant not to build: the learner writes the missing code guided by the
    /// compile errors, each explained by `PlumbingExplainer` (lesson 24). `scripts/check-course`
    /// proves that every error of the starter and of each stage in `Stages/` is explained.
    case doesNotCompile = "does-not-compile"
}
