import Synchronization

/// Seconds that all the test processes of one grade may take together (a roster student's
/// budget). Only time spent running tests counts, never building: a cold build of the
/// course libraries is the grader's cost, not the student's. Shared by every `SealedTestRun`
/// of the grade, including the seeded bugs' runs at once (their seconds add up).
public final class TestBudget: Sendable {
    public let total: Double
    private let spent = Mutex<Double>(0)

    public init(seconds: Double) {
        total = seconds
    }

    /// Seconds still to spend (never below zero).
    public var left: Double { max(0, total - spent.withLock { $0 }) }

    public var isSpent: Bool { left <= 0 }

    /// Called after each test process with the seconds it ran.
    public func spend(_ seconds: Double) {
        spent.withLock { $0 += seconds }
    }
}
