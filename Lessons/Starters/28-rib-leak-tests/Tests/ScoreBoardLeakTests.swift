import RIBLeakTesting
import RIBs
import RxTesting
import Synchronization
import XCTest

// Lesson 28: you write the leak tests of a detached RIB. ScoreBoard (in Reference/) is finished
// and correct; `check` runs these tests against it (they must pass) and against ScoreBoards
// with seeded bugs (each must make at least one test fail). Fill in each `// TODO`.

final class ScoreBoardLeakTests: XCTestCase {
    private let failures = FailureLog()
    private var scheduler: TestScheduler!
    private var events: GameEvents!
    private var parent: Router<Interactor>!

    override func setUp() {
        scheduler = TestScheduler(initialClock: 0)
        LeakDetector.setInstance(LeakDetector(scheduler: scheduler)) // leak checks on virtual time
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

    func testCountsWhileAttached() {
        // TODO: ScoreBoard counts the wins announced while it is attached, and only those.
    }

    func testFreedAfterDetach() {
        // TODO: once detached (and the leak detector's checks are due), nothing of ScoreBoard
        // is left alive, and nothing was reported as leaked.
    }
}

/// Failures the RIBs framework reported (a leak is one), instead of stopping the tests.
final class FailureLog: Sendable {
    private let store = Mutex<[String]>([])
    func append(_ message: String) { store.withLock { $0.append(message) } }
    var messages: [String] { store.withLock { $0 } }
}
