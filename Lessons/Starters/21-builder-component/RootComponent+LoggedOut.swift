import RIBs

// Lesson 21: what Root gives LoggedOut. Fill in the `// TODO`.

extension RootComponent: LoggedOutDependency {
    var appName: String {
        // TODO: forward the app name from Root's own dependency.
        return ""
    }
}
