import RIBs

// Traced proxies for Root's protocols, wired by `RootBuilder`: one line per method. Root's
// interactor, router and view hold no tracing code.

/// Root's router as its interactor calls it.
final class TracedRootRouting: ViewableRoutingProxy<any RootRouting>, RootRouting {
    func routeToLoggedIn(withUserName userName: String) { forward(userName) { $0.routeToLoggedIn(withUserName: userName) } }
    func routeToLoggedOut() { forward { $0.routeToLoggedOut() } }
}
