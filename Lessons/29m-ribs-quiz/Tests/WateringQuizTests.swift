import RIBs
import Rx
import RxTesting
@testable import GardenWatering
import Synchronization
import XCTest

/// The RIBs quiz's checks. Do not edit: `check` compares this file with the shipped copy.
final class WateringQuizTests: XCTestCase {
    private let failures = FailureLog()
    private var scheduler: TestScheduler!

    override func setUp() {
        scheduler = TestScheduler(initialClock: 0)
        LeakDetector.setInstance(LeakDetector(scheduler: scheduler))
        let failures = self.failures
        RIBsFailureReporter.handler = { failure in failures.append(failure.message) }
    }

    override func tearDown() {
        LeakDetector.resetInstance()
        RIBsFailureReporter.reset()
    }

    /// A launched Garden whose soil probe measures `levels`.
    private func launchGarden(_ levels: [Recorded<Event<Int>>] = []) throws -> (GardenRouter, TestableObservable<Int>) {
        let probe = scheduler.createHotObservable(levels)
        let built = GardenBuilder(dependency: AppComponent(soilProbe: probe.asObservable())).build()
        let garden = try XCTUnwrap(built as? GardenRouter)
        garden.launch(from: HeadlessWindow())
        return (garden, probe)
    }

    private func view(of garden: GardenRouter) throws -> GardenViewController {
        try XCTUnwrap(garden.viewController.uiviewController as? GardenViewController)
    }

    private func childNames(_ garden: GardenRouter) -> [String] { garden.children.map { RIBNaming.name(of: $0) } }

    private func watering(_ garden: GardenRouter) -> WateringInteractor? {
        garden.children.first?.interactable as? WateringInteractor
    }

    func testWater_AttachesAnActiveWateringForTheBedTapped() throws {
        for bed in ["roses", "tomatoes"] {
            let (garden, _) = try launchGarden()
            try view(of: garden).tapWater(bed: bed)
            XCTAssertEqual(childNames(garden), ["Watering"], "tapping Water should attach Watering to Garden")
            XCTAssertTrue(watering(garden)?.isActive == true, "attachChild activates the child's interactor")
            XCTAssertEqual(watering(garden)?.bed, bed, "Watering should be built for the bed tapped")
        }
    }

    func testWatering_ReportsToTheGardensInteractor() throws {
        let (garden, _) = try launchGarden([.next(20, 65)])
        try view(of: garden).tapWater(bed: "lilies")
        let listener = watering(garden)?.listener
        XCTAssertTrue(listener != nil && listener === garden.interactable,
                      "Watering's listener should be Garden's interactor, the one the router has")
        scheduler.advanceTo(30)
        XCTAssertEqual(try view(of: garden).render(), "Watered: lilies", "Garden should show the bed Watering reports watered")
    }

    func testWetSoil_DetachesAndDeactivatesTheChild() throws {
        let (garden, _) = try launchGarden([.next(210, 35), .next(230, 72)])
        var child: WateringInteractor?
        var childrenWhileDry: [String] = []
        scheduler.scheduleAt(200) { [self] in
            try? view(of: garden).tapWater(bed: "tomatoes")
            child = watering(garden)
        }
        scheduler.scheduleAt(220) { [self] in childrenWhileDry = childNames(garden) }
        scheduler.advanceTo(300)
        XCTAssertNotNil(child, "tapping Water should attach Watering")
        XCTAssertEqual(childrenWhileDry, ["Watering"], "at 35% the soil is still dry: Watering stays attached")
        XCTAssertEqual(childNames(garden), [], "at 72% Watering is done and Garden should detach it")
        XCTAssertEqual(child?.isActive, false, "detachChild deactivates the child's interactor")
    }

    func testDone_DisposesTheChildsSubscription() throws {
        let (garden, probe) = try launchGarden([.next(210, 40), .next(230, 61), .next(250, 90)])
        var child: WateringInteractor?
        scheduler.scheduleAt(200) { [self] in
            try? view(of: garden).tapWater(bed: "roses")
            child = watering(garden)
        }
        scheduler.advanceTo(300)
        XCTAssertEqual(probe.subscriptions, [Subscription(200, 230)],
                       "Watering subscribes when attached (200) and its subscription ends when it is detached (230)")
        XCTAssertEqual(child?.levels, [40, 61], "the level at 250 comes after Watering was detached")
    }

    func testGardenDeactivated_EndsTheWateringSubscription() throws {
        let (garden, probe) = try launchGarden([.next(210, 20), .next(240, 30), .next(260, 95)])
        var child: WateringInteractor?
        scheduler.scheduleAt(200) { [self] in
            try? view(of: garden).tapWater(bed: "roses")
            child = watering(garden)
        }
        scheduler.scheduleAt(220) { garden.interactable.deactivate() }
        scheduler.advanceTo(300)
        XCTAssertEqual(probe.subscriptions, [Subscription(200, 220)],
                       "deactivating Garden deactivates Watering, and that should end its subscription (220)")
        XCTAssertEqual(child?.levels, [20], "Watering measures nothing while inactive")
    }

    func testSensor_IsTheGardensSharedOne() throws {
        let probe = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let component = GardenComponent(dependency: AppComponent(soilProbe: probe.asObservable()))
        let dependency: WateringDependency = component
        XCTAssertTrue(dependency.sensor === dependency.sensor, "Garden's component should give every child the same sensor")
        let builder = WateringBuilder(dependency: component)
        let children = [builder.build(withListener: ListenerMock(), bed: "roses"),
                        builder.build(withListener: ListenerMock(), bed: "tomatoes")]
        let sensors = children.compactMap { ($0.interactable as? WateringInteractor)?.sensor }
        XCTAssertEqual(sensors.count, 2)
        XCTAssertTrue(sensors.allSatisfy { $0 === dependency.sensor }, "each Watering should get the garden's one sensor")
        let other: WateringDependency = GardenComponent(dependency: AppComponent(soilProbe: probe.asObservable()))
        XCTAssertFalse(other.sensor === dependency.sensor, "each garden has a sensor of its own")
        _ = dependency.sensor.levels.subscribe()
        XCTAssertEqual(probe.subscriptions.count, 1, "the sensor should read the garden's soil probe")
    }

    func testDetachedWatering_IsFreed() throws {
        let (garden, _) = try launchGarden([.next(50, 80)])
        weak var router: AnyObject?
        weak var interactor: WateringInteractor?
        do {
            try view(of: garden).tapWater(bed: "roses")
            router = garden.children.first
            interactor = watering(garden)
        }
        XCTAssertNotNil(interactor, "tapping Water should attach Watering")
        scheduler.advanceTo(100)
        XCTAssertEqual(childNames(garden), [], "at 80% Watering is done and Garden should detach it")
        XCTAssertNil(router, "the detached Watering's router should be freed: nothing may keep it")
        XCTAssertNil(interactor, "the detached Watering's interactor should be freed")
        XCTAssertEqual(LeakDetector.instance.detectedLeaks.map(\.description), [])
        XCTAssertEqual(failures.messages, [])
    }
}

private final class ListenerMock: WateringListener {
    func didFinishWatering(bed: String) {}
}

/// Failures the RIBs framework reported (a leak is one), instead of stopping the tests.
final class FailureLog: Sendable {
    private let store = Mutex<[String]>([])
    func append(_ message: String) { store.withLock { $0.append(message) } }
    var messages: [String] { store.withLock { $0 } }
}
