import RIBs
import Rx
import RxTesting
import Synchronization
import XCTest

/// The base of every RIBs test: a virtual clock that drives the leak detector, a recording
/// failure handler in place of RIBs' assertions, and the live-resource count at the start.
class RIBsTestCase: XCTestCase {
    var scheduler: TestScheduler!
    var failures: FailureRecorder!
    var resourcesAtStart: Int32 = 0

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        failures = FailureRecorder()
        let recorder = failures!
        RIBsFailureReporter.handler = { recorder.record($0) }
        LeakDetector.setInstance(LeakDetector(scheduler: scheduler))
        resourcesAtStart = Resources.total
    }

    override func tearDown() {
        LeakDetector.resetInstance()
        RIBsFailureReporter.reset()
        scheduler = nil
        failures = nil
        super.tearDown()
    }

    /// Runs the virtual clock `ticks` forward.
    func advance(_ ticks: Int) {
        scheduler.advanceTo(scheduler.clock + ticks)
    }

    /// Fails unless no failure was reported.
    func assertNoFailures(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(failures.all, [], "unexpected RIBs failures", file: file, line: line)
    }
}

/// Collects reported failures; thread-safe because the handler must be `@Sendable`.
final class FailureRecorder: Sendable {
    private let failures = Mutex<[RIBsFailure]>([])

    func record(_ failure: RIBsFailure) {
        failures.withLock { $0.append(failure) }
    }

    var all: [RIBsFailure] { failures.withLock { $0 } }
    var kinds: [RIBsFailure.Kind] { all.map(\.kind) }
}

/// An ordered log of calls, shared by the objects of one test.
final class CallLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) { entries.append(entry) }
    func clear() { entries = [] }
}
