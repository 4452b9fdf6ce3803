/// The part of a VIP scene on either side of a traced call.
///
/// The raw values are the lane names the shell's trace view draws (`view`, `interactor`, ...).
public enum VIPRole: String, Sendable, CaseIterable {
    case view
    case interactor
    case worker
    case presenter
    case router
}
