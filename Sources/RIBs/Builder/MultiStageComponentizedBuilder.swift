/// A builder whose component is reachable before the final build, so that earlier stages
/// can read it; every pass of the stages shares one component, and the final stage starts
/// a new pass.
open class MultiStageComponentizedBuilder<Component, Router, DynamicBuildDependency>: Buildable {
    /// The component of the current pass, created on first access; a new one after each
    /// `finalStageBuild`.
    public var componentForCurrentBuildPass: Component {
        if let currentPassComponent {
            return currentPassComponent
        }
        let component = componentBuilder()
        let newComponent = component as AnyObject
        if lastComponent === newComponent {
            RIBsFailureReporter.report(.componentReused, "\(self) got the same component twice: its componentBuilder must create a new component on every build pass.")
        }
        lastComponent = newComponent
        currentPassComponent = component
        return component
    }

    /// `componentBuilder` must return a new component on every call.
    public init(componentBuilder: @escaping () -> Component) {
        self.componentBuilder = componentBuilder
    }

    /// Builds the RIB with the current pass's component and ends the pass. Called by the
    /// parent router.
    public final func finalStageBuild(withDynamicDependency dynamicDependency: DynamicBuildDependency) -> Router {
        let router = finalStageBuild(with: componentForCurrentBuildPass, dynamicDependency)
        currentPassComponent = nil
        return router
    }

    /// Override to build the RIB; never call it yourself.
    open func finalStageBuild(with component: Component, _ dynamicDependency: DynamicBuildDependency) -> Router {
        fatalError("\(type(of: self)) must override finalStageBuild(with:_:).")
    }

    private let componentBuilder: () -> Component
    private var currentPassComponent: Component?
    private weak var lastComponent: AnyObject?
}

/// A multi-stage builder without a dynamic dependency: `finalStageBuild()`.
open class SimpleMultiStageComponentizedBuilder<Component, Router>: MultiStageComponentizedBuilder<Component, Router, ()> {
    public override init(componentBuilder: @escaping () -> Component) {
        super.init(componentBuilder: componentBuilder)
    }

    /// Forwards to `finalStageBuild(with:)`; never call it yourself.
    public final override func finalStageBuild(with component: Component, _ dynamicDependency: ()) -> Router {
        finalStageBuild(with: component)
    }

    /// Override to build the RIB from `component`.
    open func finalStageBuild(with component: Component) -> Router {
        fatalError("\(type(of: self)) must override finalStageBuild(with:).")
    }

    /// Builds the RIB and ends the pass. Called by the parent router.
    public final func finalStageBuild() -> Router {
        finalStageBuild(withDynamicDependency: ())
    }
}
