import HeadlessUI
import RIBs

// Lesson 21: LoggedOut's units. Complete: read them, do not change them.

/// Checks a user name; one per LoggedOut RIB (its component shares it).
final class NameValidator {
    let minimumLength: Int
    init(minimumLength: Int) { self.minimumLength = minimumLength }
    func isValid(_ name: String) -> Bool { name.count >= minimumLength }
}

protocol LoggedOutRouting: ViewableRouting {}

protocol LoggedOutListener: AnyObject {
    func didLogin(withUserName userName: String)
}

protocol LoggedOutPresentable: Presentable {}

protocol LoggedOutInteractable: Interactable {
    var router: LoggedOutRouting? { get set }
    var listener: LoggedOutListener? { get set }
}

protocol LoggedOutViewControllable: ViewControllable {}

final class LoggedOutInteractor: PresentableInteractor<LoggedOutPresentable>, LoggedOutInteractable {
    weak var router: LoggedOutRouting?
    weak var listener: LoggedOutListener?
    let validator: NameValidator

    init(presenter: LoggedOutPresentable, validator: NameValidator) {
        self.validator = validator
        super.init(presenter: presenter)
    }
}

final class LoggedOutViewController: HeadlessViewController, LoggedOutPresentable, LoggedOutViewControllable {
    let welcome: String
    init(welcome: String) {
        self.welcome = welcome
        super.init()
    }
    override func render() -> String { welcome }
}

final class LoggedOutRouter: ViewableRouter<LoggedOutInteractable, LoggedOutViewControllable>, LoggedOutRouting {
    override init(interactor: LoggedOutInteractable, viewController: LoggedOutViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
