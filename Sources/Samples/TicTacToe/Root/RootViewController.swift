import RIBs

protocol RootPresentableListener: AnyObject {}

/// The window's content: an empty backdrop that presents LoggedOut, then the games.
final class RootViewController: HeadlessViewController, RootPresentable, RootViewControllable, LoggedInViewControllable {
    weak var listener: RootPresentableListener?

    override var viewName: String { "Root" }

    override func render() -> String { "TicTacToe" }

    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true)
    }

    func dismiss(viewController: ViewControllable) {
        if presentedViewController === viewController.uiviewController {
            dismiss(animated: true)
        }
    }
}
