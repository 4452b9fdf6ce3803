import RIBs

// Lesson 21: what Root gives LoggedOut. Reference solution.

extension RootComponent: LoggedOutDependency {
    var appName: String { dependency.appName }
}
