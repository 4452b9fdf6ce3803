import RIBs

/// What Root gives LoggedOut: nothing yet, but the conformance is where it would go.
extension RootComponent: LoggedOutDependency {}
