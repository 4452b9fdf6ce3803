import RIBs

// Lesson 13: what Root gives LoggedOut. Reference solution.

extension RootComponent: LoggedOutDependency {
    var appName: String { dependency.appName }
}
