import RIBs

// Lesson 24: what Root's component gives Welcome. Reference solution.

extension RootComponent: WelcomeDependency {
    var appName: String { dependency.appName }
}
