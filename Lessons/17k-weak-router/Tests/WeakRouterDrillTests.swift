import WeakRouter
import XCTest

/// Drill 17k's checks. Do not edit: `check` compares this file with the shipped copy.
final class WeakRouterDrillTests: XCTestCase {
    func testRouteToEditName_PushesEditNameWithTheName() {
        let navigation = Navigation()
        let profile = ProfileViewController(name: "Ada")
        profile.navigation = navigation
        profile.router.routeToEditName()
        let pushed = navigation.stack.last as? EditNameViewController
        XCTAssertNotNil(pushed, "routeToEditName pushes an EditNameViewController on the profile's navigation")
        XCTAssertEqual(pushed?.dataStore.name, "Ada")
    }

    func testRouteToEditName_PassesWhicheverNameTheProfileHas() {
        let navigation = Navigation()
        let profile = ProfileViewController(name: "Grace Hopper")
        profile.navigation = navigation
        profile.router.routeToEditName()
        profile.router.routeToEditName()
        XCTAssertEqual(navigation.stack.compactMap { ($0 as? EditNameViewController)?.dataStore.name }, ["Grace Hopper", "Grace Hopper"],
                       "each route builds a new EditName scene and passes it the name from the data store")
    }

    func testReleasingTheViewController_LeavesTheRouterWithoutOne() {
        var profile: ProfileViewController? = ProfileViewController(name: "Alan")
        let router = profile?.router
        XCTAssertTrue(router?.viewController === profile, "the configurator gave the router its view controller")
        profile = nil
        XCTAssertNil(router?.viewController,
                     "nothing else holds the view controller, so it must be gone: the router may refer to it, not own it")
    }

    func testReleasingTheViewController_FreesTheWholeScene() {
        var profile: ProfileViewController? = ProfileViewController(name: "Edsger")
        weak let viewController = profile
        weak let router = profile?.router
        weak let interactor = profile?.interactor
        profile = nil
        XCTAssertNil(viewController, "a view controller and its router must not hold each other strongly: the pair would leak")
        XCTAssertNil(router)
        XCTAssertNil(interactor)
    }

    func testRouteToEditName_AfterTheViewControllerIsGoneDoesNothing() {
        let navigation = Navigation()
        var profile: ProfileViewController? = ProfileViewController(name: "Barbara")
        profile?.navigation = navigation
        let router = profile?.router
        profile = nil
        router?.routeToEditName()
        XCTAssertEqual(navigation.stack.count, 0, "a route with no view controller left has nowhere to go from")
    }
}
