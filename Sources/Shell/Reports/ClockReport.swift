/// What the clock part did.
public enum ClockReport: Equatable, Sendable {
    /// Ctrl-C stopped `advance` or `run`.
    case interrupted(at: Int)
    /// `run` reached its limit with work still scheduled.
    case runStopped(at: Int, nextScheduled: Int)
    /// `run` finished; `from == to` when nothing was scheduled.
    case ran(from: Int, to: Int)
    case scheduled(at: Int)
}
