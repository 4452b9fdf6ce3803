import HeadlessUI

extension ViewController: HeadlessView {
    public var viewName: String { "Title" }

    public var userActions: [UserAction] {
        [UserAction("request", summary: "tap: push a request into interactor.request")]
    }

    public func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) {
        guard action == "request" else { throw .unknownAction(name: action, available: userActions.map(\.name)) }
        interactor.request.accept(())
    }

    public func render() -> String {
        var text = "Title: " + (title ?? "(none yet: fire request)")
        if displayCompleted {
            text += "\n  The display completed after an error; requests do nothing now. Type 'scene title' to start again."
        }
        return text
    }
}
