import RIBs
@testable import RideOdometer
import XCTest

/// Drill 26a's checks. Do not edit: `check` compares this file with the shipped copy.
final class RideOdometerDrillTests: XCTestCase {
    /// Hears what an Odometer reports.
    private final class ListenerSpy: OdometerListener {
        private(set) var milestones: [Int] = []
        func odometerPassed(milestone: Int) { milestones.append(milestone) }
    }

    private var router: RideRouter!
    private var ride: RideInteractor!
    private var component: RideComponent!

    override func setUp() {
        super.setUp()
        (router, ride, component) = RideBuilder(dependency: EmptyComponent()).build()
    }

    /// What a parent's `attachChild` does to Ride: activate, then load.
    private func attachRide() {
        router.interactable.activate()
        router.load()
    }

    func testComponent_SharesOneRideDistance() {
        XCTAssertTrue(component.rideDistance === component.rideDistance,
                      "`shared { }` should make the ride's distance once per component")
        let odometerDependency: OdometerDependency = component
        XCTAssertTrue(odometerDependency.distance === component.rideDistance,
                      "Odometer should read the same distance Ride counts")
    }

    func testOdometer_AViewlessChildThatReadsTheRideSoFar() throws {
        ride.pedalled(kilometres: 12)
        attachRide()
        let odometer = try XCTUnwrap(router.children.first, "Ride attaches Odometer when it loads")
        XCTAssertTrue(odometer is OdometerRouting && !(odometer is ViewableRouting), "Odometer's router has no view")
        XCTAssertEqual(ride.announced, [10], "attached after 12 km, Odometer should read the ride's distance so far")
    }

    func testMilestones_ReachRideThroughItsListener() {
        attachRide()
        ride.pedalled(kilometres: 4)
        ride.pedalled(kilometres: 7)
        XCTAssertEqual(ride.announced, [10], "11 km ridden: Odometer should tell Ride, its listener, about the 10th")
        ride.pedalled(kilometres: 14)
        XCTAssertEqual(ride.announced, [10, 20])
    }

    func testMilestones_ThreeInOneGo() {
        attachRide()
        ride.pedalled(kilometres: 36)
        XCTAssertEqual(ride.announced, [10, 20, 30], "36 km in one go passes three milestones")
    }

    func testTwoOdometers_FollowTheSameRide() {
        let first = ListenerSpy(), second = ListenerSpy()
        let builder = OdometerBuilder(dependency: component)
        let odometers = [builder.build(withListener: first), builder.build(withListener: second)]
        odometers.forEach { $0.interactable.activate() }
        component.rideDistance.add(kilometres: 23)
        XCTAssertEqual(first.milestones, [10, 20], "each Odometer built from Ride's component reads the ride's one distance")
        XCTAssertEqual(second.milestones, [10, 20])
    }
}
