import RIBs
import Rx

// Lesson 29: the actionable items a deep link walks through. Complete: do not change them.

/// What Root can do for a workflow.
public protocol RootActionableItem: AnyObject {
    /// Emits LoggedIn's actionable item once the user has logged in (at once if already).
    func waitForLogin() -> Observable<(LoggedInActionableItem, ())>
}

/// What LoggedIn can do for a workflow.
public protocol LoggedInActionableItem: AnyObject {
    /// Starts the game `id`; emits once it is launched.
    func launchGame(with id: String?) -> Observable<(LoggedInActionableItem, ())>
}
