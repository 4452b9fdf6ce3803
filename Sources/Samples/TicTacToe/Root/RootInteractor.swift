import Foundation
import RIBs
import Rx

protocol RootRouting: ViewableRouting {
    /// Swaps LoggedOut for LoggedIn; returns LoggedIn's actionable item for workflows.
    func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String) -> LoggedInActionableItem
}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

protocol RootListener: AnyObject {}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener, RootActionableItem, UrlHandler {
    weak var router: RootRouting?
    weak var listener: RootListener?
    // Replays the logged-in item to workflows that start after login.
    private let loggedInActionableItemSubject = ReplaySubject<LoggedInActionableItem>.create(bufferSize: 1)

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: LoggedOutListener

    func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
        if let loggedInActionableItem = router?.routeToLoggedIn(withPlayer1Name: player1Name, player2Name: player2Name) {
            loggedInActionableItemSubject.onNext(loggedInActionableItem)
        }
    }

    // MARK: UrlHandler

    /// Starts the `launchGame` workflow at the root; it lives while Root is active.
    func handle(_ url: URL) {
        let launchGameWorkflow = LaunchGameWorkflow(url: url)
        launchGameWorkflow
            .subscribe(self)
            .disposeOnDeactivate(interactor: self)
    }

    // MARK: RootActionableItem

    func waitForLogin() -> Observable<(LoggedInActionableItem, ())> {
        loggedInActionableItemSubject.map { ($0, ()) }
    }
}
