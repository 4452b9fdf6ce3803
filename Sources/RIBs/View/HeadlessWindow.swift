import Foundation
import HeadlessUI

/// The headless stand-in for `UIWindow`: shows a root view controller and, above it, the
/// chain of view controllers presented modally.
///
/// Open, as `UIWindow` is, so that tests written for RIBs iOS can subclass it (a window mock
/// overriding `rootViewController`, `isKeyWindow` and `makeKeyAndVisible()`).
open class HeadlessWindow {
    /// The window's frame; nothing is drawn, so it is only kept, as `UIWindow(frame:)` takes it.
    public var frame: CGRect

    /// A window with `frame`, as `UIWindow(frame:)`.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// A window with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The root of the window's view hierarchy. Set by `LaunchRouter.launch(from:)`.
    open var rootViewController: HeadlessViewController? {
        didSet {
            oldValue?.hostingWindow = nil
            rootViewController?.hostingWindow = self
            rootViewController?.markLoaded()
        }
    }

    /// `true` after `makeKeyAndVisible()`.
    open var isKeyWindow: Bool { isKey }
    private var isKey = false

    /// Shows the window. Called by `LaunchRouter.launch(from:)`.
    open func makeKeyAndVisible() {
        isKey = true
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
