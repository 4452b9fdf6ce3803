/// What the learner's tests did against one mutant of a test-writing exercise.
public struct MutantVerdict: Equatable, Sendable {
    public enum Status: String, Equatable, Sendable {
        /// At least one test failed (or the run crashed or timed out): the bug was caught.
        case caught
        /// Every test passed on the buggy code: the bug went unnoticed.
        case missed
        /// The mutant could not be built or run (a course problem, or Ctrl-C).
        case notRun
    }

    public var mutant: Mutant
    public var status: Status
    /// The tests that failed on this mutant (what caught it).
    public var caughtBy: [String]
    /// Why it did not run, for `.notRun`.
    public var detail: String?

    public init(mutant: Mutant, status: Status, caughtBy: [String] = [], detail: String? = nil) {
        self.mutant = mutant
        self.status = status
        self.caughtBy = caughtBy
        self.detail = detail
    }

    public var caught: Bool { status == .caught }
}
