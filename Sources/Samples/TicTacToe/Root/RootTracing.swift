import RIBs

// Traced proxies for Root's protocols, wired by `RootBuilder`: one line per method. Root's
// interactor, router and view hold no tracing code.

/// Root's router as its interactor calls it.
final class TracedRootRouting: ViewableRoutingProxy<any RootRouting>, RootRouting {
    func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String) -> LoggedInActionableItem {
        // The proxy lives as long as Root's router, so the router is there to answer.
        guard let item = forward(player1Name, player2Name, { $0.routeToLoggedIn(withPlayer1Name: player1Name, player2Name: player2Name) }) else {
            preconditionFailure("Root's router is gone")
        }
        return item
    }
}
