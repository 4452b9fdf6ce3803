import RIBs

// Lesson 23: a viewless LoggedIn RIB. Complete: read it, do not change it.

protocol LoggedInDependency: Dependency {}

protocol LoggedInRouting: Routing {}

protocol LoggedInListener: AnyObject {}

protocol LoggedInInteractable: Interactable {
    var router: LoggedInRouting? { get set }
    var listener: LoggedInListener? { get set }
}

final class LoggedInInteractor: Interactor, LoggedInInteractable {
    weak var router: LoggedInRouting?
    weak var listener: LoggedInListener?
    let userName: String
    init(userName: String) {
        self.userName = userName
        super.init()
    }
}

final class LoggedInRouter: Router<LoggedInInteractable>, LoggedInRouting {
    override init(interactor: LoggedInInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}

protocol LoggedInBuildable: Buildable {
    func build(withListener listener: LoggedInListener, userName: String) -> LoggedInRouting
}

final class LoggedInBuilder: Builder<LoggedInDependency>, LoggedInBuildable {
    func build(withListener listener: LoggedInListener, userName: String) -> LoggedInRouting {
        let interactor = LoggedInInteractor(userName: userName)
        interactor.listener = listener
        return LoggedInRouter(interactor: interactor)
    }
}
