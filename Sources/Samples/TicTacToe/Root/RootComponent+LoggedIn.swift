import RIBs

/// What Root gives LoggedIn: its view, to present the games on.
extension RootComponent: LoggedInDependency {
    var loggedInViewController: LoggedInViewControllable { rootViewController }
}
