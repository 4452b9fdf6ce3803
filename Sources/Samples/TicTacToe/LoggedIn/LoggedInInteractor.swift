import RIBs
import Rx

protocol LoggedInRouting: Routing {
    func routeToTicTacToe()
    func routeToOffGame()
    /// Dismisses the game views LoggedIn put on Root's view.
    func cleanupViews()
}

protocol LoggedInListener: AnyObject {}

/// Viewless: switches between OffGame and the game, and keeps the score.
final class LoggedInInteractor: Interactor, LoggedInInteractable, LoggedInActionableItem {
    weak var router: LoggedInRouting?
    weak var listener: LoggedInListener?
    private let mutableScoreStream: MutableScoreStream

    init(mutableScoreStream: MutableScoreStream) {
        self.mutableScoreStream = mutableScoreStream
        super.init()
    }

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }

    // MARK: OffGameListener

    func startTicTacToe() {
        router?.routeToTicTacToe()
    }

    // MARK: TicTacToeListener

    func gameDidEnd(withWinner winner: PlayerType?) {
        if let winner {
            mutableScoreStream.updateScore(withWinner: winner)
        }
        router?.routeToOffGame()
    }

    // MARK: LoggedInActionableItem

    func launchGame(with id: String?) -> Observable<(LoggedInActionableItem, ())> {
        if id?.lowercased() == TicTacToeGame.id.lowercased() {
            router?.routeToTicTacToe()
        }
        return Observable.just((self, ()))
    }
}

/// The one game of the tutorial, as deep links name it.
enum TicTacToeGame {
    static let id = "ticTacToe"
}
