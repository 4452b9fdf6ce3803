import Rx

/// What a workflow can do once logged in: launch a game by id.
public protocol LoggedInActionableItem: AnyObject {
    /// Routes to the game `id` (`ticTacToe`) when known; emits itself at once either way.
    func launchGame(with id: String?) -> Observable<(LoggedInActionableItem, ())>
}
