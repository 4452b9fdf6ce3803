/// A builder that creates a new component for every RIB it builds, with dynamic
/// dependencies for the build and for the component.
///
/// The builder never keeps the component: its life is the built RIB's life. A component
/// builder that returns the previous component again is reported as `.componentReused`.
open class ComponentizedBuilder<Component, Router, DynamicBuildDependency, DynamicComponentDependency>: Buildable {
    /// `componentBuilder` must return a new component on every call.
    public init(componentBuilder: @escaping (DynamicComponentDependency) -> Component) {
        self.componentBuilder = componentBuilder
    }

    /// Builds a RIB with a new component; returns its router. Called by the parent router.
    public final func build(withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency, dynamicComponentDependency: DynamicComponentDependency) -> Router {
        let built: (Component, Router) = build(withDynamicBuildDependency: dynamicBuildDependency, dynamicComponentDependency: dynamicComponentDependency)
        return built.1
    }

    /// Builds a RIB with a new component; returns the component and the router.
    public final func build(withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency, dynamicComponentDependency: DynamicComponentDependency) -> (Component, Router) {
        let component = componentBuilder(dynamicComponentDependency)
        let newComponent = component as AnyObject
        if lastComponent === newComponent {
            RIBsFailureReporter.report(.componentReused, "\(self) got the same component twice: its componentBuilder must create a new component on every build.")
        }
        lastComponent = newComponent
        return (component, build(with: component, dynamicBuildDependency))
    }

    /// Override to build the RIB from `component`. Called by `build(withDynamicBuildDependency:dynamicComponentDependency:)`;
    /// never call it yourself.
    open func build(with component: Component, _ dynamicBuildDependency: DynamicBuildDependency) -> Router {
        fatalError("\(type(of: self)) must override build(with:_:).")
    }

    private let componentBuilder: (DynamicComponentDependency) -> Component
    private weak var lastComponent: AnyObject?
}

/// A componentized builder without dynamic dependencies: `build()`.
open class SimpleComponentizedBuilder<Component, Router>: ComponentizedBuilder<Component, Router, (), ()> {
    /// `componentBuilder` must return a new component on every call.
    public init(componentBuilder: @escaping () -> Component) {
        super.init(componentBuilder: { _ in componentBuilder() })
    }

    /// Forwards to `build(with:)`; never call it yourself.
    public final override func build(with component: Component, _ dynamicBuildDependency: ()) -> Router {
        build(with: component)
    }

    /// Override to build the RIB from `component`. Called by `build()`.
    open func build(with component: Component) -> Router {
        fatalError("\(type(of: self)) must override build(with:).")
    }

    /// Builds a RIB with a new component; returns its router. Called by the parent router.
    public final func build() -> Router {
        build(withDynamicBuildDependency: (), dynamicComponentDependency: ())
    }
}
