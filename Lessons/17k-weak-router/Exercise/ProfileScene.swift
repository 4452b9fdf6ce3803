// Drill 17k: a router that holds its view controller weakly.
// Fill in each `// TODO` in ProfileRouter, then type `check` in archlab (or run
// `archlab check weak-router`). The rest is complete: read it, do not change it.

/// A navigation stack without a screen; it holds what is pushed onto it.
public final class Navigation {
    public private(set) var stack: [AnyObject] = []
    public init() {}
    public func push(_ viewController: AnyObject) { stack.append(viewController) }
}

// MARK: - EditName (the destination, complete)

public protocol EditNameDataStore: AnyObject {
    var name: String { get set }
}

public final class EditNameInteractor: EditNameDataStore {
    public var name = ""
    public init() {}
}

public final class EditNameViewController {
    public let dataStore: EditNameDataStore = EditNameInteractor()
    public init() {}
}

// MARK: - Profile (the scene whose router you write)

public protocol ProfileDataStore: AnyObject {
    var name: String { get }
}

public final class ProfileInteractor: ProfileDataStore {
    public let name: String
    public init(name: String) { self.name = name }
}

public final class ProfileViewController {
    public let interactor: ProfileInteractor
    public let router: ProfileRouter
    public weak var navigation: Navigation?

    /// The configurator's work: the view controller owns its interactor and its router;
    /// the router gets the interactor as its data store, and a way back to this view controller.
    public init(name: String) {
        interactor = ProfileInteractor(name: name)
        router = ProfileRouter()
        router.dataStore = interactor
        router.viewController = self
    }
}

public protocol ProfileRoutingLogic: AnyObject {
    func routeToEditName()
}

public final class ProfileRouter: ProfileRoutingLogic {
    /// The scene this router navigates from. Its view controller owns the router, so the
    /// router must not own it back.
    // TODO: the router must not keep its view controller alive.
    public var viewController: ProfileViewController?
    public var dataStore: ProfileDataStore?

    public init() {}

    /// Builds EditName, gives it the profile's name, and pushes it on the view controller's
    /// navigation. Without a view controller or a data store: does nothing.
    public func routeToEditName() {
        // TODO: the three steps of a route: build EditName, pass the name, push it.
    }
}
