import RIBs

// Traced proxies for LoggedIn's protocols, wired by `LoggedInBuilder`; see RootTracing.swift.

/// LoggedIn's listener (Root's interactor) as LoggedIn's interactor calls it.
final class TracedLoggedInListener: RIBCallProxy<any LoggedInListener>, LoggedInListener {
    func didLogout() { forward { $0.didLogout() } }
}

/// LoggedIn's (viewless) router as its interactor calls it.
final class TracedLoggedInRouting: RoutingProxy<any LoggedInRouting>, LoggedInRouting {
    func cleanupViews() { forward { $0.cleanupViews() } }
}
