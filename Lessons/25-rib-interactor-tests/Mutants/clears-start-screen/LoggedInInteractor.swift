import RIBs

// Lesson 25, seeded bug: an interactor that shows the start screen, then clears it, when it becomes active.

public final class LoggedInInteractor: Interactor {
    public weak var router: LoggedInRouting?
    public weak var listener: LoggedInListener?

    /// Games won, by player name.
    public private(set) var wins: [String: Int] = [:]

    override public init() {}

    /// Attached and active: clear what an earlier attachment may have left on the parent's
    /// screen, then show the start screen (in that order, or the start screen is cleared too).
    override public func didBecomeActive() {
        super.didBecomeActive()
        router?.routeToOffGame()
        router?.cleanupViews()
    }

    /// Detached: take the views away from the parent's screen.
    override public func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }

    /// OffGame's Start button.
    public func startGame() {
        router?.routeToGame()
    }

    /// The game ended: count the win (`nil` is a draw), then back to the start screen.
    public func gameDidEnd(winner: String?) {
        if let winner { wins[winner, default: 0] += 1 }
        router?.routeToOffGame()
    }

    /// OffGame's Log out button: the parent decides what comes next.
    public func logOut() {
        listener?.didLogOut()
    }
}
