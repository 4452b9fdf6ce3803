import Foundation
import RIBs

protocol LoggedOutRouting: ViewableRouting {}

protocol LoggedOutPresentable: Presentable {
    var listener: LoggedOutPresentableListener? { get set }
}

/// What LoggedOut tells Root: both players are in.
protocol LoggedOutListener: AnyObject {
    func didLogin(withPlayer1Name player1Name: String, player2Name: String)
}

final class LoggedOutInteractor: PresentableInteractor<LoggedOutPresentable>, LoggedOutInteractable, LoggedOutPresentableListener {
    weak var router: LoggedOutRouting?
    weak var listener: LoggedOutListener?

    override init(presenter: LoggedOutPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    /// Called by the view's Login button; empty names become "Player 1" / "Player 2".
    func login(withPlayer1Name player1Name: String?, player2Name: String?) {
        let player1 = playerName(player1Name, withDefaultName: "Player 1")
        let player2 = playerName(player2Name, withDefaultName: "Player 2")
        listener?.didLogin(withPlayer1Name: player1, player2Name: player2)
    }

    private func playerName(_ name: String?, withDefaultName defaultName: String) -> String {
        let trimmed = name?.trimmingCharacters(in: .whitespaces) ?? ""
        return trimmed.isEmpty ? defaultName : trimmed
    }
}
