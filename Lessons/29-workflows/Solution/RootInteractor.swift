import RIBs
import Rx

// Lesson 29: Root as a workflow's first actionable item. Reference solution.

public final class RootInteractor: Interactor, RootActionableItem {
    /// Remembers the latest LoggedIn, so a link opened after login does not wait.
    private let loggedInSubject = ReplaySubject<LoggedInActionableItem>.create(bufferSize: 1)

    public override init() {
        super.init()
    }

    /// Called by Root's router once LoggedIn is attached.
    public func didLogin(loggedIn: LoggedInActionableItem) {
        loggedInSubject.onNext(loggedIn)
    }

    public func waitForLogin() -> Observable<(LoggedInActionableItem, ())> {
        loggedInSubject.map { ($0, ()) }
    }
}
