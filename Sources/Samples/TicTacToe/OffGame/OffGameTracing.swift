import RIBs

// Traced proxies for OffGame's protocols, wired by `OffGameBuilder`; see RootTracing.swift.

/// OffGame's interactor as its view calls it.
final class TracedOffGamePresentableListener: RIBCallProxy<any OffGamePresentableListener>, OffGamePresentableListener {
    func startTicTacToe() { forward { $0.startTicTacToe() } }
}

/// OffGame's listener (LoggedIn's interactor) as OffGame's interactor calls it.
final class TracedOffGameListener: RIBCallProxy<any OffGameListener>, OffGameListener {
    func startTicTacToe() { forward { $0.startTicTacToe() } }
}
