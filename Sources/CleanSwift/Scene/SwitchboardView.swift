import HeadlessUI

/// A scene's view plus a few switches that are not part of the app (make the worker fail,
/// change its latency), so that a learner can see the error paths from the shell.
///
/// The switches appear after the view's own actions; the view renders first, then one line
/// per switch state.
public final class SwitchboardView: HeadlessView {
    /// One extra action and what it does.
    public struct Switch {
        public let action: UserAction
        public let perform: (ActionArguments) -> Void
        /// The switch's current state, shown under the view (`worker fails: off`).
        public let state: () -> String

        public init(_ action: UserAction, state: @escaping () -> String, perform: @escaping (ActionArguments) -> Void) {
            self.action = action
            self.state = state
            self.perform = perform
        }
    }

    /// The scene's own view.
    public let base: HeadlessView
    private let switches: [Switch]

    public init(_ base: HeadlessView, switches: [Switch]) {
        self.base = base
        self.switches = switches
    }

    public var viewName: String { base.viewName }

    public var userActions: [UserAction] { base.userActions + switches.map(\.action) }

    public func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) {
        if let control = switches.first(where: { $0.action.name == action }) {
            control.perform(arguments)
        } else {
            try base.perform(action, with: arguments)
        }
    }

    public func render() -> String {
        ([base.render()] + switches.map { "  [\($0.state())]" }).joined(separator: "\n")
    }
}
