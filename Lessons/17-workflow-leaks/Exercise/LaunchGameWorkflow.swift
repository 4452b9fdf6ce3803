import RIBs
import Rx

// Lesson 17: the deep link. Fill in the `// TODO`, then type `check` in archlab
// (or run `archlab check workflow-leaks`).

/// `launchGame?gameId=…`: waits for login, then launches the game.
public final class LaunchGameWorkflow: Workflow<RootActionableItem> {
    public let gameId: String?

    public init(gameId: String?) {
        self.gameId = gameId
        super.init()
        // TODO: step 1: `root.waitForLogin()`; step 2: `loggedIn.launchGame(with: gameId)`;
        //       then `commit()`.
    }
}
