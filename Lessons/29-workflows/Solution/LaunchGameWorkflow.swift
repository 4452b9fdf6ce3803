import RIBs
import Rx

// Lesson 29: the deep link. Reference solution.

/// `launchGame?gameId=…`: waits for login, then launches the game.
public final class LaunchGameWorkflow: Workflow<RootActionableItem> {
    public let gameId: String?

    public init(gameId: String?) {
        self.gameId = gameId
        super.init()
        let gameId = self.gameId
        self
            .onStep { (root: RootActionableItem) -> Observable<(LoggedInActionableItem, ())> in
                root.waitForLogin()
            }
            .onStep { (loggedIn: LoggedInActionableItem, _) -> Observable<(LoggedInActionableItem, ())> in
                loggedIn.launchGame(with: gameId)
            }
            .commit()
    }
}
