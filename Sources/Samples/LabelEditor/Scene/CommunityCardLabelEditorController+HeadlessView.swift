import HeadlessUI

extension CommunityCardLabelEditorController: HeadlessView {
    public var viewName: String { "LabelEditor" }

    public var userActions: [UserAction] {
        [
            UserAction("load", summary: "load the interest's labels", aliases: ["getLabelList", "LabelList"]),
            UserAction("create", summary: "add a label by name",
                       parameters: [ActionParameter("name", .text, summary: "the new label's name")],
                       aliases: ["createLabel", "Create"]),
            UserAction("remove", summary: "take a label out (until save)",
                       parameters: [ActionParameter("id", .integer(nil), summary: "the label's #id")],
                       aliases: ["removeLabel", "Remove"]),
            UserAction("save", summary: "store the labels and pass them back to the card", aliases: ["Save"]),
        ]
    }

    public func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) {
        switch action {
        case "load":
            labelListRequests.accept(.init())
        case "create":
            createRequests.accept(.init(name: arguments.text("name") ?? ""))
        case "remove":
            guard let id = arguments.integer("id") else { throw .missingParameter(action: action, parameter: "id=<number>") }
            removeRequests.accept(.init(labelID: id))
        case "save":
            saveRequests.accept(.init())
        default:
            throw .unknownAction(name: action, available: userActions.map(\.name))
        }
    }

    public func render() -> String {
        var lines = ["Labels of \(interestTitle.isEmpty ? "?" : interestTitle)"]
        if let items {
            lines += items.isEmpty ? ["  (no labels)"] : items.map { "  #\($0.id) \($0.title)" }
        } else {
            lines.append("  not loaded yet: fire load")
        }
        if let message { lines.append("  > " + message) }
        return lines.joined(separator: "\n")
    }
}
