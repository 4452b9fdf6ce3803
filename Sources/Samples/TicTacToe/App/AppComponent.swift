import RIBs

/// The app's dependencies for its root RIB: none beyond the tree itself.
final class AppComponent: Component<EmptyDependency>, RootDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }
}
