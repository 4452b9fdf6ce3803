import RIBs

/// What Root gives LoggedOut: nothing.
extension RootComponent: LoggedOutDependency {}
