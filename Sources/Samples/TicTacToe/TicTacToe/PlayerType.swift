/// Who plays a cell: player 1 plays X, player 2 plays O.
public enum PlayerType: Int, Sendable, Equatable {
    case player1 = 1
    case player2

    /// The mark drawn on the board.
    var mark: String { self == .player1 ? "X" : "O" }
}
