import HeadlessUI
import RIBs

protocol OffGamePresentableListener: AnyObject {
    func startTicTacToe()
}

/// The score and a Start Game button.
final class OffGameViewController: HeadlessViewController, OffGamePresentable, OffGameViewControllable {
    weak var listener: OffGamePresentableListener?
    let player1Name: String
    let player2Name: String
    private(set) var score: Score?

    init(player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init()
    }

    override var viewName: String { "OffGame" }

    override var userActions: [UserAction] {
        [UserAction("start", summary: "Tap Start Game")]
    }

    override func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) {
        switch action {
        case "start": listener?.startTicTacToe()
        default: try super.perform(action, with: arguments)
        }
    }

    override func render() -> String {
        let scoreLine = score.map { "\(player1Name) (\($0.player1Score)) vs \(player2Name) (\($0.player2Score))" } ?? "\(player1Name) vs \(player2Name)"
        return scoreLine + "\n[ Start Game ]"
    }

    func set(score: Score) {
        self.score = score
    }
}
