import RIBs
import Rx

// Lesson 29: the deep link. Fill in the `// TODO`, then type `check` in archlab
// (or run `archlab check workflows`).

/// `launchGame?gameId=…`: waits for login, then launches the game.
public final class LaunchGameWorkflow: Workflow<RootActionableItem> {
    public let gameId: String?

    public init(gameId: String?) {
        self.gameId = gameId
        super.init()
        // TODO: two steps: first wait until the user has logged in, then launch the game this
        //       link names. A workflow does nothing until it is committed.
    }
}
