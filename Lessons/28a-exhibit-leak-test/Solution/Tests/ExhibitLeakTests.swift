import ExhibitLeakTesting
import RIBs
import Rx
import RxTesting
import Synchronization
import XCTest

/// Drill 28a, reference tests: a closed Exhibit is freed, whole, checked with weak references,
/// the beacon's observers and the LeakDetector on virtual time. They pass on the reference
/// and catch every seeded bug in Mutants/.
final class ExhibitLeakTests: XCTestCase {
    private let failures = FailureLog()
    private var scheduler: TestScheduler!
    private var beacon: RoomBeacon!
    private var tour: TourRouter!

    override func setUp() {
        scheduler = TestScheduler(initialClock: 0)
        LeakDetector.setInstance(LeakDetector(scheduler: scheduler))
        let failures = self.failures
        RIBsFailureReporter.handler = { failure in failures.append(failure.message) }
        beacon = RoomBeacon()
        tour = buildTour(beacon: beacon)
        tour.interactable.activate()
        tour.load()
    }

    override func tearDown() {
        LeakDetector.resetInstance()
        RIBsFailureReporter.reset()
    }

    func testShowsTheRoomsWhileOpen() throws {
        tour.openExhibit()
        let exhibit = try XCTUnwrap(tour.exhibit)
        beacon.rooms.onNext("Egypt")
        beacon.rooms.onNext("Rome")
        XCTAssertEqual(exhibit.viewController.caption, "Now in: Rome")
    }

    func testClosedExhibitIsFreed() throws {
        weak var router: ExhibitRouter?
        weak var interactor: ExhibitInteractor?
        weak var view: ExhibitViewController?
        do {
            tour.openExhibit()
            let exhibit = try XCTUnwrap(tour.exhibit)
            router = exhibit
            interactor = exhibit.interactor
            view = exhibit.viewController
            beacon.rooms.onNext("Egypt")
            exhibit.viewController.tapClose()
        }
        scheduler.advanceTo(10)
        XCTAssertNil(tour.exhibit, "closing detaches Exhibit")
        XCTAssertNil(router, "the router should be freed once closed")
        XCTAssertNil(interactor, "the interactor should be freed once closed")
        XCTAssertNil(view, "the view should be freed once closed")
        XCTAssertFalse(beacon.rooms.hasObservers, "nothing should still listen to the beacon")
        XCTAssertEqual(LeakDetector.instance.detectedLeaks.map(\.description), [])
        XCTAssertEqual(failures.messages, [])
    }
}

/// Failures the RIBs framework reported (a leak is one), instead of stopping the tests.
final class FailureLog: Sendable {
    private let store = Mutex<[String]>([])
    func append(_ message: String) { store.withLock { $0.append(message) } }
    var messages: [String] { store.withLock { $0 } }
}
