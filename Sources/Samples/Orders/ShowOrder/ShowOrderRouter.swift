/// Gives routers that show this scene (and tests) its data store.
public protocol ShowOrderDataPassing: AnyObject {
    var dataStore: ShowOrderDataStore? { get }
}

/// ShowOrder's router: it goes nowhere itself (the navigation controller's `back` pops it);
/// it exists so that ListOrders' router can pass the order in.
public final class ShowOrderRouter: ShowOrderDataPassing {
    public weak var viewController: ShowOrderViewController?
    public var dataStore: ShowOrderDataStore?

    public init() {}
}
