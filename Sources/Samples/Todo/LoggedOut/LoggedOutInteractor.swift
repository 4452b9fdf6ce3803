import RIBs

/// LoggedOut routes nowhere.
protocol LoggedOutRouting: ViewableRouting {}

/// What LoggedOut's interactor tells its view.
protocol LoggedOutPresentable: Presentable {
    var listener: LoggedOutPresentableListener? { get set }
    func showError(_ message: String?)
}

/// What LoggedOut tells its parent: the login succeeded.
protocol LoggedOutListener: AnyObject {
    func didLogin(withUserName userName: String)
}

final class LoggedOutInteractor: PresentableInteractor<LoggedOutPresentable>, LoggedOutInteractable, LoggedOutPresentableListener {
    weak var router: LoggedOutRouting?
    weak var listener: LoggedOutListener?

    override init(presenter: LoggedOutPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    /// Called by the view when the login button is tapped.
    func login(withName name: String) {
        let userName = name.trimmingCharacters(in: .whitespaces)
        guard !userName.isEmpty else {
            presenter.showError("Type a name first.")
            return
        }
        presenter.showError(nil)
        listener?.didLogin(withUserName: userName)
    }
}
