/// The base protocol of every builder; RIB-specific `…Buildable` protocols refine it so that
/// parent routers can be tested with mocked builders.
public protocol Buildable: AnyObject {}

/// Builds a RIB from its parent's dependency. Subclasses add a `build(withListener:)` method
/// that creates the component, interactor, view and router, and returns the router.
open class Builder<DependencyType>: Buildable {
    /// The parent's dependency, handed to the component created on each build.
    public let dependency: DependencyType

    /// Called by the parent's builder or component when wiring up its child builders.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }
}
