import HeadlessUI
import RIBs

protocol TicTacToePresentableListener: AnyObject {
    func placeCurrentPlayerMark(atRow row: Int, col: Int)
}

/// A 3×3 board; when the game ends, an alert with an OK button.
final class TicTacToeViewController: HeadlessViewController, TicTacToePresentable, TicTacToeViewControllable {
    weak var listener: TicTacToePresentableListener?
    let player1Name: String
    let player2Name: String
    private(set) var cells: [[PlayerType?]] = Array(repeating: Array(repeating: nil, count: 3), count: 3)
    private(set) var currentPlayer: PlayerType?
    private(set) var announcement: String?
    private var announcementHandler: (() -> Void)?

    init(player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init()
    }

    override var viewName: String { "TicTacToe" }

    override var userActions: [UserAction] {
        if announcement != nil {
            return [UserAction("ok", summary: "Close the alert and go back")]
        }
        return [UserAction("place", summary: "Put the current player's mark in a free cell", parameters: [
            ActionParameter("row", .integer(0...2), summary: "0 (top) to 2"),
            ActionParameter("col", .integer(0...2), summary: "0 (left) to 2"),
        ])]
    }

    override func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) {
        switch action {
        case "place":
            let row = arguments.integer("row") ?? 0, col = arguments.integer("col") ?? 0
            guard cells[row][col] == nil else {
                throw .unavailable(action: action, reason: "row \(row), col \(col) is taken; pick a free cell")
            }
            listener?.placeCurrentPlayerMark(atRow: row, col: col)
        case "ok":
            let handler = announcementHandler
            announcementHandler = nil
            handler?()
        default:
            try super.perform(action, with: arguments)
        }
    }

    override func render() -> String {
        var lines = ["    0   1   2"]
        for (row, cellsInRow) in cells.enumerated() {
            lines.append("\(row)   " + cellsInRow.map { $0?.mark ?? " " }.joined(separator: " | "))
            if row < 2 { lines.append("   ---+---+---") }
        }
        if let announcement {
            lines.append("! \(announcement)  [ OK ]")
        } else if let currentPlayer {
            lines.append("\(name(of: currentPlayer))'s turn (\(currentPlayer.mark))")
        }
        return lines.joined(separator: "\n")
    }

    private func name(of player: PlayerType) -> String {
        player == .player1 ? player1Name : player2Name
    }

    // MARK: TicTacToePresentable

    func setCell(atRow row: Int, col: Int, withPlayerType playerType: PlayerType) {
        cells[row][col] = playerType
    }

    func setCurrentPlayer(_ playerType: PlayerType) {
        currentPlayer = playerType
    }

    func announce(winner: PlayerType?, withCompletionHandler handler: @escaping () -> Void) {
        announcement = winner.map { "\(name(of: $0)) won!" } ?? "It's a draw."
        announcementHandler = handler
    }
}
