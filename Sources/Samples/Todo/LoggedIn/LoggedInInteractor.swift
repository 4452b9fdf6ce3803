import RIBs

/// How LoggedIn's interactor routes.
protocol LoggedInRouting: Routing {
    /// Dismisses the views LoggedIn presented on Root's view; called when LoggedIn resigns.
    func cleanupViews()
}

/// What LoggedIn tells Root: the user logged out.
protocol LoggedInListener: AnyObject {
    func didLogout()
}

/// Viewless: starts the todo sync worker while active and passes logout up.
final class LoggedInInteractor: Interactor, LoggedInInteractable {
    weak var router: LoggedInRouting?
    weak var listener: LoggedInListener?
    private let syncWorker: Working

    init(syncWorker: Working) {
        self.syncWorker = syncWorker
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        syncWorker.start(self)
    }

    override func willResignActive() {
        super.willResignActive()
        // Viewless RIBs must take down what they put on their parent's view.
        router?.cleanupViews()
    }

    // MARK: TodoListListener

    /// Called by TodoList when the user taps Logout.
    func didRequestLogout() {
        listener?.didLogout()
    }
}
