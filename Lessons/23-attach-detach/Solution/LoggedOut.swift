import Foundation
import RIBs

// Lesson 23: the LoggedOut RIB. Reference solution.

protocol LoggedOutDependency: Dependency {}

protocol LoggedOutRouting: ViewableRouting {}

/// What LoggedOut tells its parent.
protocol LoggedOutListener: AnyObject {
    func didLogin(withUserName userName: String)
}

/// What LoggedOut's view tells its interactor.
protocol LoggedOutPresentableListener: AnyObject {
    func login(withName name: String)
}

protocol LoggedOutPresentable: Presentable {
    var listener: LoggedOutPresentableListener? { get set }
}

protocol LoggedOutInteractable: Interactable {
    var router: LoggedOutRouting? { get set }
    var listener: LoggedOutListener? { get set }
}

protocol LoggedOutViewControllable: ViewControllable {}

final class LoggedOutInteractor: PresentableInteractor<LoggedOutPresentable>, LoggedOutInteractable, LoggedOutPresentableListener {
    weak var router: LoggedOutRouting?
    weak var listener: LoggedOutListener?

    override init(presenter: LoggedOutPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    /// Called by the view when Login is tapped. A blank name does nothing.
    func login(withName name: String) {
        let userName = name.trimmingCharacters(in: .whitespaces)
        guard !userName.isEmpty else { return }
        listener?.didLogin(withUserName: userName)
    }
}

/// A name field and a Login button.
final class LoggedOutViewController: HeadlessViewController, LoggedOutPresentable, LoggedOutViewControllable {
    weak var listener: LoggedOutPresentableListener?

    /// The user tapped Login with `name` in the field.
    func tapLogin(name: String) {
        listener?.login(withName: name)
    }
}

final class LoggedOutRouter: ViewableRouter<LoggedOutInteractable, LoggedOutViewControllable>, LoggedOutRouting {
    override init(interactor: LoggedOutInteractable, viewController: LoggedOutViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol LoggedOutBuildable: Buildable {
    func build(withListener listener: LoggedOutListener) -> LoggedOutRouting
}

final class LoggedOutBuilder: Builder<LoggedOutDependency>, LoggedOutBuildable {
    func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
        let viewController = LoggedOutViewController()
        let interactor = LoggedOutInteractor(presenter: viewController)
        interactor.listener = listener
        return LoggedOutRouter(interactor: interactor, viewController: viewController)
    }
}
