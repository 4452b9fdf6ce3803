import RIBs

// Traced proxies for LoggedIn's protocols, wired by `LoggedInBuilder`; see RootTracing.swift.

/// LoggedIn's (viewless) router as its interactor calls it.
final class TracedLoggedInRouting: RoutingProxy<any LoggedInRouting>, LoggedInRouting {
    func routeToTicTacToe() { forward { $0.routeToTicTacToe() } }
    func routeToOffGame() { forward { $0.routeToOffGame() } }
    func cleanupViews() { forward { $0.cleanupViews() } }
}
