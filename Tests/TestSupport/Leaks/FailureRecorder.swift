import Synchronization

/// Collects failures a framework reports through a handler (RIBs' `RIBsFailureReporter`,
/// a custom assertion's failure callback) instead of stopping the test. Thread-safe,
/// because such handlers are `@Sendable` and may be called from any thread.
public final class FailureRecorder<Failure: Sendable>: Sendable {
    private let failures = Mutex<[Failure]>([])

    public init() {}

    public func record(_ failure: Failure) {
        failures.withLock { $0.append(failure) }
    }

    /// Every failure recorded so far, oldest first.
    public var all: [Failure] { failures.withLock { $0 } }

    /// Returns and forgets what was recorded.
    public func take() -> [Failure] {
        failures.withLock { taken in defer { taken = [] }; return taken }
    }
}
