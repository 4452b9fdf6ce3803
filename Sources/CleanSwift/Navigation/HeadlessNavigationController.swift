import HeadlessUI

/// A stack of headless views, the text stand-in for `UINavigationController`: it shows and
/// takes actions for the view on top, and adds `back` when there is somewhere to go back to.
///
/// Routers call `push` and `pop` (never the view controllers themselves); the shell sees the
/// controller as one `HeadlessView` whose name and actions follow the top view.
public final class HeadlessNavigationController: HeadlessView {
    /// The views on the stack, root first.
    public private(set) var viewControllers: [HeadlessView]

    /// A stack holding `root`.
    public init(root: HeadlessView) {
        viewControllers = [root]
        (root as? HeadlessNavigable)?.navigationController = self
        (root as? HeadlessNavigable)?.viewDidLoad()
    }

    /// The view on top of the stack: the one the learner sees.
    public var topViewController: HeadlessView? { viewControllers.last }

    /// Shows `view` on top. Called by routers.
    public func push(_ view: HeadlessView) {
        viewControllers.append(view)
        (view as? HeadlessNavigable)?.navigationController = self
        (view as? HeadlessNavigable)?.viewDidLoad()
    }

    /// Removes the top view, unless it is the root; returns it. Called by routers and by `back`.
    @discardableResult
    public func pop() -> HeadlessView? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        (popped as? HeadlessNavigable)?.navigationController = nil
        return popped
    }

    /// The name of the top view.
    public var viewName: String { topViewController?.viewName ?? "empty" }

    /// The top view's actions, and `back` when the stack is deeper than its root.
    public var userActions: [UserAction] {
        var actions = topViewController?.userActions ?? []
        if viewControllers.count > 1 {
            actions.append(UserAction("back", summary: "go back to \(viewControllers[viewControllers.count - 2].viewName)"))
        }
        return actions
    }

    /// Performs `back` itself, everything else on the top view.
    public func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) {
        if action == "back", viewControllers.count > 1 {
            pop()
            return
        }
        guard let top = topViewController else {
            throw .unknownAction(name: action, available: [])
        }
        try top.perform(action, with: arguments)
    }

    /// The top view's text, under a breadcrumb of the stack (`ListOrders > ShowOrder`).
    public func render() -> String {
        let breadcrumb = viewControllers.map(\.viewName).joined(separator: " > ")
        return breadcrumb + "\n" + (topViewController?.render() ?? "")
    }
}
