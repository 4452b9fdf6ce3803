/// Something that happened to the RIB tree, after it happened.
///
/// Emitted on `RIBEvents.stream` by routers and interactors, with display names (see
/// `RIBNaming`). The shell's `trace` prints them; `RIBTree.observe` re-walks the tree on each.
public struct RIBEvent: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable {
        /// An interactor became active (after its `didBecomeActive`).
        case activated
        /// An interactor resigned active (after `willResignActive` and its stream emitted).
        case deactivated
        /// A router loaded (after its `didLoad`).
        case loaded
        /// A router was attached to a parent (after the child was activated and loaded).
        case attached
        /// A router was detached from its parent (after the child was deactivated).
        case detached
    }

    public let kind: Kind
    /// The RIB concerned, e.g. `LoggedOut`.
    public let name: String
    /// The parent, for `attached` and `detached`.
    public let parent: String?

    public init(kind: Kind, name: String, parent: String? = nil) {
        self.kind = kind
        self.name = name
        self.parent = parent
    }

    /// `attached LoggedOut to Root`, `activated LoggedOut`.
    public var description: String {
        switch kind {
        case .attached: return "attached \(name) to \(parent ?? "?")"
        case .detached: return "detached \(name) from \(parent ?? "?")"
        default: return "\(kind.rawValue) \(name)"
        }
    }
}
