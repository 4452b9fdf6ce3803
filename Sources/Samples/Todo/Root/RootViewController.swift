import HeadlessUI
import RIBs

/// What Root's view tells its interactor (nothing: the root view has no controls).
protocol RootPresentableListener: AnyObject {}

/// The app's window content: a title bar with the logged-in user; children's views are
/// presented over it.
final class RootViewController: HeadlessViewController, RootPresentable, RootViewControllable, LoggedInViewControllable {
    weak var listener: RootPresentableListener?
    private(set) var userName: String?

    override var viewName: String { "Root" }

    override func render() -> String {
        "Todo" + (userName.map { " · \($0)" } ?? "")
    }

    func showUserName(_ userName: String?) {
        self.userName = userName
    }

    // MARK: RootViewControllable, LoggedInViewControllable

    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true)
    }

    func dismiss(viewController: ViewControllable) {
        if presentedViewController === viewController.uiviewController {
            dismiss(animated: true)
        }
    }
}
