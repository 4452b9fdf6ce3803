import Foundation
import HeadlessUI
import RIBs

/// What LoggedOut's view tells its interactor.
protocol LoggedOutPresentableListener: AnyObject {
    func login(withName name: String)
}

/// A name field and a login button.
final class LoggedOutViewController: HeadlessViewController, LoggedOutPresentable, LoggedOutViewControllable {
    weak var listener: LoggedOutPresentableListener?
    private(set) var nameField = ""
    private(set) var errorMessage: String?

    override var viewName: String { "LoggedOut" }

    override var userActions: [UserAction] {
        [
            UserAction("type", summary: "Type your name into the name field", parameters: [
                ActionParameter("name", .text, summary: "your name"),
            ]),
            UserAction("login", summary: "Tap Login (optionally typing the name first)", parameters: [
                ActionParameter("name", .text, required: false, summary: "your name"),
            ]),
        ]
    }

    override func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) {
        switch action {
        case "type":
            nameField = arguments.text("name") ?? ""
        case "login":
            if let name = arguments.text("name") { nameField = name }
            listener?.login(withName: nameField)
        default:
            try super.perform(action, with: arguments)
        }
    }

    override func render() -> String {
        var lines = ["Name: [\(nameField.isEmpty ? "________" : nameField)]", "[ Login ]"]
        if let errorMessage { lines.append("! \(errorMessage)") }
        return lines.joined(separator: "\n")
    }

    func showError(_ message: String?) {
        errorMessage = message
    }
}
