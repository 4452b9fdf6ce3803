import RIBLeakTesting
import RIBs
import RxTesting
import Synchronization
import XCTest

/// Lesson 28, reference tests: a detached RIB is freed, checked with weak references and the
/// LeakDetector on virtual time. They pass on the reference RIB and catch every seeded bug in
/// Mutants/.
final class ScoreBoardLeakTests: XCTestCase {
    private let failures = FailureLog()
    private var scheduler: TestScheduler!
    private var events: GameEvents!
    private var parent: Router<Interactor>!

    override func setUp() {
        scheduler = TestScheduler(initialClock: 0)
        LeakDetector.setInstance(LeakDetector(scheduler: scheduler))
        let failures = self.failures
        RIBsFailureReporter.handler = { failure in failures.append(failure.message) }
        events = GameEvents()
        parent = Router<Interactor>(interactor: Interactor())
        parent.interactable.activate()
        parent.load()
    }

    override func tearDown() {
        LeakDetector.resetInstance()
        RIBsFailureReporter.reset()
    }

    func testCountsWinsOnlyWhileAttached() {
        let child = buildScoreBoard(events: events)
        parent.attachChild(child)
        events.wins.accept("Ann")
        events.wins.accept("Bo")
        parent.detachChild(child)
        events.wins.accept("Cy")
        XCTAssertEqual(child.interactor.wins, 2)
    }

    func testDetachedScoreBoardIsFreed() {
        weak var router: ScoreBoardRouter?
        weak var interactor: ScoreBoardInteractor?
        do {
            let child = buildScoreBoard(events: events)
            router = child
            interactor = child.interactor
            parent.attachChild(child)
            events.wins.accept("Ann")
            parent.detachChild(child)
        }
        scheduler.advanceTo(10)
        XCTAssertNil(router, "the router should be freed once detached")
        XCTAssertNil(interactor, "the interactor should be freed once detached")
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
