import RIBs

// Lesson 21: Root's component. Complete: read it, do not change it.

/// What the app gives Root.
protocol RootDependency: Dependency {
    var appName: String { get }
}

/// Root's component: what Root provides to its children.
final class RootComponent: Component<RootDependency> {}

/// What the app passes in: the app's name.
final class AppComponent: EmptyComponent, RootDependency {
    let appName: String
    init(appName: String) {
        self.appName = appName
        super.init()
    }
}
