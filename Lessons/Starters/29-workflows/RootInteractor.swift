import RIBs
import Rx

// Lesson 29: Root as a workflow's first actionable item. Fill in the `// TODO`.

public final class RootInteractor: Interactor, RootActionableItem {
    public override init() {
        super.init()
    }

    /// Called by Root's router once LoggedIn is attached.
    public func didLogin(loggedIn: LoggedInActionableItem) {
        // TODO: remember LoggedIn for every link that waits for it, whether the link was
        //       opened before this call or after it.
    }

    public func waitForLogin() -> Observable<(LoggedInActionableItem, ())> {
        // TODO: the LoggedIn that `didLogin` was given, now or later, in the shape a workflow
        //       step expects (the item and a value for the next step).
        return Observable.never()
    }
}
