/// A `RoutingProxy` for a router with a view (`ViewableRouting`).
open class ViewableRoutingProxy<Target>: RoutingProxy<Target>, ViewableRouting {
    private weak var viewableRouter: ViewableRouting?

    /// A proxy for `router` (a `ViewableRouter`), called from `interactor`.
    public override init(_ router: Target, from interactor: AnyObject) {
        viewableRouter = router as? ViewableRouting
        super.init(router, from: interactor)
    }

    public var viewControllable: ViewControllable {
        guard let viewableRouter else { preconditionFailure("the router behind this traced proxy is gone") }
        return viewableRouter.viewControllable
    }
}
