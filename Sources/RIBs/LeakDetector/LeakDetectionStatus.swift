/// Whether any leak expectation is still waiting for its time.
public enum LeakDetectionStatus: Sendable, Equatable {
    /// At least one expectation is pending.
    case InProgress
    /// No expectation is pending.
    case DidComplete
}

/// The default waiting times of leak expectations, in seconds of the detector's scheduler
/// (ticks on ArchLab's virtual clock).
public struct LeakDefaultExpectationTime {
    /// How long an object may take to be freed.
    public static let deallocation = 1.0
    /// How long a view may take to leave the screen.
    public static let viewDisappear = 5.0
}

/// A pending leak expectation; `cancel()` withdraws it.
public protocol LeakDetectionHandle {
    /// Withdraws the expectation: nothing is checked when its time comes.
    func cancel()
}
