import ArchLabTestSupport
import XCTest
import Rx
import RxTesting

/// A test failure payload; distinct ids make distinct errors in recorded-event comparisons.
struct TestError: Error, Equatable, CustomStringConvertible {
    let id: Int
    init(_ id: Int = 1) { self.id = id }
    var description: String { "TestError(\(id))" }
}

let testError = TestError(1)
let testError2 = TestError(2)
let testError3 = TestError(3)

/// Base class for the Rx timeline tests: every test also proves it leaked nothing.
///
/// `setUp` takes a `ResourceBaseline`; `tearDown` (after the test's locals are released)
/// asserts the count is back. A test that deliberately leaves a subscription alive sets
/// `checksLeaks = false` and says why. One scenario: `assertNoLeaks { ... }`.
class RxTestCase: XCTestCase {
    private var baseline = ResourceBaseline()
    /// Whether `tearDown` checks that the live-resource count came back.
    var checksLeaks = true

    override func setUp() {
        super.setUp()
        checksLeaks = true
        baseline = ResourceBaseline.settled()
    }

    override func tearDown() {
        if checksLeaks { baseline.assertReturned(settling: 0.5, "live resources leaked by this test") }
        super.tearDown()
    }
}

/// A disposable that records the virtual time it was disposed at (for `using` and friends).
final class RecordingDisposable: Disposable {
    private let scheduler: TestScheduler
    private(set) var disposeTimes: [Int] = []

    init(scheduler: TestScheduler) { self.scheduler = scheduler }

    func dispose() { disposeTimes.append(scheduler.clock) }
}

extension TestScheduler {
    /// Subscribes `source` at `subscribeAt` and disposes at `disposeAt`, recording into a new observer.
    func record<Element>(_ source: Observable<Element>, subscribeAt: Int, disposeAt: Int = 1000) -> TestableObserver<Element> {
        let observer = createObserver(Element.self)
        var subscription: Disposable?
        scheduleAt(subscribeAt) { subscription = source.subscribe(observer) }
        scheduleAt(disposeAt) { subscription?.dispose() }
        return observer
    }
}
