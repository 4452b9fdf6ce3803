import Rx

/// A traced proxy for an interactor's router (`interactor.router`): a `RIBCallProxy` whose
/// subclass adds the routing protocol's own methods (`routeToLoggedIn(withUserName:)`), and a
/// `Routing` whose framework part (children, attach, detach, load) goes to the real router
/// untraced, since the router reports those calls itself. Not in RIBs iOS.
///
/// Kept by the router it stands for, so it lives exactly as long as that router. Its
/// `interactable` is the router's and must not be read once the router is gone.
open class RoutingProxy<Target>: RIBCallProxy<Target>, Routing {
    private weak var router: Routing?

    /// A proxy for `router` (a `Router`), called from `interactor`.
    public init(_ router: Target, from interactor: AnyObject) {
        guard let routing = router as? Routing else { preconditionFailure("\(router) is not a Routing") }
        self.router = routing
        super.init(router, from: interactor, keptBy: routing)
    }

    public var lifecycle: Observable<RouterLifecycle> { router?.lifecycle ?? .empty() }

    public var interactable: Interactable {
        guard let router else { preconditionFailure("the router behind this traced proxy is gone") }
        return router.interactable
    }

    public var children: [Routing] { router?.children ?? [] }

    public func load() { router?.load() }

    public func attachChild(_ child: Routing) { router?.attachChild(child) }

    public func detachChild(_ child: Routing) { router?.detachChild(child) }
}
