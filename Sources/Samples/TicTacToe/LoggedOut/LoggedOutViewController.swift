import HeadlessUI
import RIBs

protocol LoggedOutPresentableListener: AnyObject {
    func login(withPlayer1Name player1Name: String?, player2Name: String?)
}

/// Two name fields and a Login button.
final class LoggedOutViewController: HeadlessViewController, LoggedOutPresentable, LoggedOutViewControllable {
    weak var listener: LoggedOutPresentableListener?
    private(set) var player1Field = ""
    private(set) var player2Field = ""

    override var viewName: String { "LoggedOut" }

    override var userActions: [UserAction] {
        let names = [
            ActionParameter("player1", .text, required: false, summary: "player 1's name (default Player 1)"),
            ActionParameter("player2", .text, required: false, summary: "player 2's name (default Player 2)"),
        ]
        return [
            UserAction("type", summary: "Type into the name fields", parameters: names),
            UserAction("login", summary: "Tap Login (optionally typing the names first)", parameters: names),
        ]
    }

    override func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) {
        switch action {
        case "type", "login":
            if let name = arguments.text("player1") { player1Field = name }
            if let name = arguments.text("player2") { player2Field = name }
            if action == "login" {
                listener?.login(withPlayer1Name: player1Field, player2Name: player2Field)
            }
        default:
            try super.perform(action, with: arguments)
        }
    }

    override func render() -> String {
        func field(_ text: String, _ placeholder: String) -> String { text.isEmpty ? placeholder : text }
        return "Player 1: [\(field(player1Field, "Player 1"))]\nPlayer 2: [\(field(player2Field, "Player 2"))]\n[ Login ]"
    }
}
