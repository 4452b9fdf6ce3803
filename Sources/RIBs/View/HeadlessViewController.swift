import Foundation
import HeadlessUI

/// A view controller without a screen: the headless stand-in for `UIViewController`.
///
/// Subclasses are the RIBs' views: they override `userActions`, `perform(_:with:)` and
/// `render()`, and forward actions to their `listener` as a UIKit view controller forwards
/// taps. Presentation mirrors UIKit's modal presentation: one presented view controller at a
/// time, dismissing a view controller also dismisses what it presented.
open class HeadlessViewController: HeadlessView {
    public init() {}

    /// As `UIViewController(nibName:bundle:)`, for code written for RIBs iOS (a subclass's
    /// `super.init(nibName: nil, bundle: nil)`); there are no nibs, so both are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// The view's name: the type name without `ViewController`.
    open var viewName: String { RIBNaming.name(of: self) }

    /// The actions the learner can fire now. Override; the default has none.
    open var userActions: [UserAction] { [] }

    /// Performs an action already validated against `userActions`. Override; the default
    /// knows none. Called by `fire`.
    open func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) {
        throw .unknownAction(name: action, available: userActions.map(\.name))
    }

    /// What the screen shows. Override; the default shows the name.
    open func render() -> String { "[\(viewName)]" }

    // MARK: Presentation

    /// The view controller this one presented, if any.
    public private(set) var presentedViewController: HeadlessViewController?

    /// The view controller that presented this one, if any.
    public private(set) weak var presentingViewController: HeadlessViewController?

    /// Set by `HeadlessWindow` on its root view controller.
    weak var hostingWindow: HeadlessWindow?

    /// `true` once the view has been on screen.
    public private(set) var isViewLoaded = false

    /// The window showing this view controller, or `nil` when it is off screen.
    public var window: HeadlessWindow? {
        if let hostingWindow, hostingWindow.rootViewController === self { return hostingWindow }
        return presentingViewController?.window
    }

    /// Presents `viewController` modally over this one. Like UIKit, does nothing (and prints
    /// why) when this view controller already presents another one or `viewController` is
    /// already presented.
    open func present(_ viewController: HeadlessViewController, animated: Bool, completion: (() -> Void)? = nil) {
        if let presentedViewController {
            print("Attempt to present \(viewController.viewName) on \(viewName) which is already presenting \(presentedViewController.viewName).")
            return
        }
        if viewController.presentingViewController != nil || viewController === self {
            print("Attempt to present \(viewController.viewName) which is already presented.")
            return
        }
        presentedViewController = viewController
        viewController.presentingViewController = self
        viewController.isViewLoaded = true
        completion?()
    }

    /// Dismisses what this view controller presented, or, when it presents nothing, itself
    /// from its presenter. Everything presented above goes too.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.dismissPresentedChain()
            presented.presentingViewController = nil
            presentedViewController = nil
            completion?()
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: animated, completion: completion)
        } else {
            completion?()
        }
    }

    private func dismissPresentedChain() {
        guard let presented = presentedViewController else { return }
        presented.dismissPresentedChain()
        presented.presentingViewController = nil
        presentedViewController = nil
    }

    func markLoaded() { isViewLoaded = true }
}
