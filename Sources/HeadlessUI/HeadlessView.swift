/// A view without a screen: it renders itself as text and receives named user actions.
///
/// Scene view controllers (Clean Swift) and RIB views implement it, so that the shell can
/// list, complete and `fire` actions and show what the learner would see.
public protocol HeadlessView: AnyObject {
    /// A short name for the view, e.g. `LoggedOut`.
    var viewName: String { get }

    /// The actions available now (may depend on state).
    var userActions: [UserAction] { get }

    /// Performs `action`, one of `userActions` by its own name (never an alias), with
    /// arguments it validated (`UserAction.validate`). Called by the shell's `fire`, which
    /// finds and validates the action once, and by `fire(_:_:)`.
    func perform(_ action: String, with arguments: ActionArguments) throws(ActionError)

    /// What the learner would see, as a few lines of text.
    func render() -> String
}

extension HeadlessView {
    /// Finds the action, validates raw `key=value` arguments, and performs it: what a test
    /// taps in one call.
    public func fire(_ action: String, _ rawArguments: [String: String] = [:]) throws(ActionError) {
        guard let spec = userActions.first(named: action) else {
            throw .unknownAction(name: action, available: userActions.map(\.name))
        }
        let arguments = try spec.validate(rawArguments)
        try perform(spec.name, with: arguments)
    }
}
