import Rx

/// What a workflow can do at the root: wait until the players are logged in.
public protocol RootActionableItem: AnyObject {
    /// Emits LoggedIn's actionable item once logged in (at once if already).
    func waitForLogin() -> Observable<(LoggedInActionableItem, ())>
}
