import RIBs

// Traced proxies for LoggedOut's protocols, wired by `LoggedOutBuilder`; see RootTracing.swift.

/// LoggedOut's interactor as its view calls it.
final class TracedLoggedOutPresentableListener: RIBCallProxy<any LoggedOutPresentableListener>, LoggedOutPresentableListener {
    func login(withPlayer1Name player1Name: String?, player2Name: String?) {
        forward(player1Name as Any, player2Name as Any) { $0.login(withPlayer1Name: player1Name, player2Name: player2Name) }
    }
}

/// LoggedOut's listener (Root's interactor) as LoggedOut's interactor calls it.
final class TracedLoggedOutListener: RIBCallProxy<any LoggedOutListener>, LoggedOutListener {
    func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
        forward(player1Name, player2Name) { $0.didLogin(withPlayer1Name: player1Name, player2Name: player2Name) }
    }
}
