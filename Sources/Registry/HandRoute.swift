import RIBs

/// A child RIB the learner may attach and detach by hand, through the routing methods its
/// parent's router declares (`attachChild()` / `detachChild()` as `new rib Child --parent
/// Home` writes them), so that the shell routes exactly as the app's own code would.
public struct HandRoute {
    /// The child's RIB name, as `tree` shows it.
    public let child: String
    /// The parent's RIB name; the host finds that router in the live tree.
    public let parent: String
    /// Calls the parent router's attach method; false when the router is not the expected type.
    public let attach: (Routing) -> Bool
    /// Calls the parent router's detach method; false when the router is not the expected type
    /// or has no such method (the host then detaches the child as it would any other).
    public let detach: (Routing) -> Bool

    public init(child: String, parent: String, attach: @escaping (Routing) -> Bool, detach: @escaping (Routing) -> Bool) {
        self.child = child
        self.parent = parent
        self.attach = attach
        self.detach = detach
    }
}
