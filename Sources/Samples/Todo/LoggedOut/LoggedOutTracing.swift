import RIBs

// Traced proxies for LoggedOut's protocols, wired by `LoggedOutBuilder`; see RootTracing.swift.

/// LoggedOut's interactor as its view calls it.
final class TracedLoggedOutPresentableListener: RIBCallProxy<any LoggedOutPresentableListener>, LoggedOutPresentableListener {
    func login(withName name: String) { forward(name) { $0.login(withName: name) } }
}

/// LoggedOut's listener (Root's interactor) as LoggedOut's interactor calls it.
final class TracedLoggedOutListener: RIBCallProxy<any LoggedOutListener>, LoggedOutListener {
    func didLogin(withUserName userName: String) { forward(userName) { $0.didLogin(withUserName: userName) } }
}
