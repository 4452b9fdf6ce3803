import RIBs

/// How Root's interactor routes.
protocol RootRouting: ViewableRouting {
    func routeToLoggedIn(withUserName userName: String)
    func routeToLoggedOut()
}

/// What Root's interactor tells its view.
protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
    func showUserName(_ userName: String?)
}

/// Root has no parent to tell anything.
protocol RootListener: AnyObject {}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: RootRouting?
    weak var listener: RootListener?

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: LoggedOutListener

    /// Called by LoggedOut after a successful login.
    func didLogin(withUserName userName: String) {
        presenter.showUserName(userName)
        router?.routeToLoggedIn(withUserName: userName)
    }

    // MARK: LoggedInListener

    /// Called by LoggedIn when the user logs out.
    func didLogout() {
        presenter.showUserName(nil)
        router?.routeToLoggedOut()
    }
}
