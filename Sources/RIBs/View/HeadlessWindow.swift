import HeadlessUI

/// The headless stand-in for `UIWindow`: shows a root view controller and, above it, the
/// chain of view controllers presented modally.
public final class HeadlessWindow {
    public init() {}

    /// The root of the window's view hierarchy. Set by `LaunchRouter.launch(from:)`.
    public var rootViewController: HeadlessViewController? {
        didSet {
            oldValue?.hostingWindow = nil
            rootViewController?.hostingWindow = self
            rootViewController?.markLoaded()
        }
    }

    /// `true` after `makeKeyAndVisible()`.
    public private(set) var isKeyWindow = false

    /// Shows the window. Called by `LaunchRouter.launch(from:)`.
    public func makeKeyAndVisible() {
        isKeyWindow = true
    }

    /// The view controllers on screen, from the root to the topmost presented one.
    public var viewControllerStack: [HeadlessViewController] {
        var stack: [HeadlessViewController] = []
        var next = rootViewController
        while let current = next {
            stack.append(current)
            next = current.presentedViewController
        }
        return stack
    }

    /// The topmost view controller: the one that receives the learner's actions.
    public var topViewController: HeadlessViewController? { viewControllerStack.last }

    /// The view the shell's `fire` sends actions to.
    public var activeView: HeadlessView? { topViewController }

    /// The screen as text: each view on screen, from the root up, under its name.
    public func render() -> String {
        let stack = viewControllerStack
        guard !stack.isEmpty else { return "(empty window)" }
        return stack.map { controller in
            "── \(controller.viewName) ──\n" + controller.render()
        }.joined(separator: "\n")
    }
}
