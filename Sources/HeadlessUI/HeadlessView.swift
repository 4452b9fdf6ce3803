/// A view without a screen: it renders itself as text and receives named user actions.
///
/// Scene view controllers (Clean Swift) and RIB views implement it, so that the shell can
/// list, complete and `fire` actions and show what the learner would see.
public protocol HeadlessView: AnyObject {
    /// A short name for the view, e.g. `LoggedOut`.
    var viewName: String { get }

    /// The actions available now (may depend on state).
    var userActions: [UserAction] { get }

    /// Performs the action with validated arguments. Called by the shell's `fire`.
    func perform(_ action: String, with arguments: ActionArguments) throws(ActionError)

    /// What the learner would see, as a few lines of text.
    func render() -> String
}

extension HeadlessView {
    /// Finds the action, validates raw `key=value` arguments, and performs it.
    public func fire(_ action: String, _ rawArguments: [String: String] = [:]) throws(ActionError) {
        guard let spec = userActions.first(where: { $0.isNamed(action) }) else {
            throw .unknownAction(name: action, available: userActions.map(\.name))
        }
        let arguments = try spec.validate(rawArguments)
        try perform(spec.name, with: arguments)
    }
}
