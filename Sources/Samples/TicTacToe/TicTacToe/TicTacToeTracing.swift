import RIBs

// Traced proxies for TicTacToe's protocols, wired by `TicTacToeBuilder`; see RootTracing.swift.

/// TicTacToe's interactor as its view calls it.
final class TracedTicTacToePresentableListener: RIBCallProxy<any TicTacToePresentableListener>, TicTacToePresentableListener {
    func placeCurrentPlayerMark(atRow row: Int, col: Int) { forward(row, col) { $0.placeCurrentPlayerMark(atRow: row, col: col) } }
}

/// TicTacToe's listener (LoggedIn's interactor) as TicTacToe's interactor calls it.
final class TracedTicTacToeListener: RIBCallProxy<any TicTacToeListener>, TicTacToeListener {
    func gameDidEnd(withWinner winner: PlayerType?) { forward(winner as Any) { $0.gameDidEnd(withWinner: winner) } }
}
