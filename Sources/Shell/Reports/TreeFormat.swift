/// How `tree` prints the RIB tree.
public enum TreeFormat: String, Equatable, Sendable, CaseIterable {
    case text, dot, mermaid
}
