import RIBs

// Lesson 30: what Root's component gives Welcome. Reference solution.

extension RootComponent: WelcomeDependency {
    var appName: String { dependency.appName }
}
