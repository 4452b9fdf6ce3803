import RIBs

protocol TicTacToeRouting: ViewableRouting {}

protocol TicTacToePresentable: Presentable {
    var listener: TicTacToePresentableListener? { get set }
    func setCell(atRow row: Int, col: Int, withPlayerType playerType: PlayerType)
    func setCurrentPlayer(_ playerType: PlayerType)
    /// Shows who won (`nil`: a draw); `handler` runs when the learner closes the alert.
    func announce(winner: PlayerType?, withCompletionHandler handler: @escaping () -> Void)
}

/// What the game tells LoggedIn: it ended, with this winner (`nil`: a draw).
protocol TicTacToeListener: AnyObject {
    func gameDidEnd(withWinner winner: PlayerType?)
}

/// The board and the rules: players alternate, three in a row wins, a full board draws.
final class TicTacToeInteractor: PresentableInteractor<TicTacToePresentable>, TicTacToeInteractable, TicTacToePresentableListener {
    weak var router: TicTacToeRouting?
    weak var listener: TicTacToeListener?
    private(set) var board: [[PlayerType?]] = Array(repeating: Array(repeating: nil, count: 3), count: 3)
    private(set) var currentPlayer = PlayerType.player1
    private(set) var isOver = false

    override init(presenter: TicTacToePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.setCurrentPlayer(currentPlayer)
    }

    // MARK: TicTacToePresentableListener

    /// Called by the view when a free cell is tapped.
    func placeCurrentPlayerMark(atRow row: Int, col: Int) {
        guard !isOver, board.indices.contains(row), board[row].indices.contains(col), board[row][col] == nil else { return }
        board[row][col] = currentPlayer
        presenter.setCell(atRow: row, col: col, withPlayerType: currentPlayer)
        if let winner = checkWinner() {
            endGame(winner: winner)
        } else if board.allSatisfy({ $0.allSatisfy { $0 != nil } }) {
            endGame(winner: nil)
        } else {
            currentPlayer = currentPlayer == .player1 ? .player2 : .player1
            presenter.setCurrentPlayer(currentPlayer)
        }
    }

    private func endGame(winner: PlayerType?) {
        isOver = true
        presenter.announce(winner: winner) { [weak self] in
            self?.listener?.gameDidEnd(withWinner: winner)
        }
    }

    private func checkWinner() -> PlayerType? {
        let lines: [[(Int, Int)]] = (0..<3).map { row in (0..<3).map { (row, $0) } }
            + (0..<3).map { col in (0..<3).map { ($0, col) } }
            + [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]
        for line in lines {
            let marks = line.map { board[$0.0][$0.1] }
            if let first = marks[0], marks.allSatisfy({ $0 == first }) { return first }
        }
        return nil
    }
}
