/// One RIB object `leaks` reports: one the LeakDetector found still alive after its deadline,
/// or one it is still waiting on.
public enum RIBLeak: Equatable, Sendable {
    /// Found alive after its deadline; the detector's own description.
    case leaked(String)
    /// Still within its deadline: the object must be freed, or (a view) leave the screen.
    case waiting(object: String, mustBeFreed: Bool)
}
