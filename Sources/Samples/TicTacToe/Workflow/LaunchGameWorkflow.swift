import Foundation
import RIBs
import Rx

/// The `launchGame?gameId=…` deep link: waits for login, then launches the game.
public final class LaunchGameWorkflow: Workflow<RootActionableItem> {
    /// The game named in the link, if any.
    public let gameId: String?

    public init(url: URL) {
        gameId = URLComponents(url: url, resolvingAgainstBaseURL: false)?
            .queryItems?
            .first { $0.name == "gameId" }?
            .value
        super.init()
        let gameId = self.gameId
        self
            .onStep { (rootItem: RootActionableItem) -> Observable<(LoggedInActionableItem, ())> in
                rootItem.waitForLogin()
            }
            .onStep { (loggedInItem: LoggedInActionableItem, _) -> Observable<(LoggedInActionableItem, ())> in
                loggedInItem.launchGame(with: gameId)
            }
            .commit()
    }
}
