import ArchLabTestSupport
import RIBs
import Rx
import RxTesting
import XCTest

/// The base of every RIBs test: a virtual clock that drives the leak detector, a recording
/// failure handler in place of RIBs' assertions, and the live-resource count at the start.
class RIBsTestCase: XCTestCase {
    var scheduler: TestScheduler!
    var failures: FailureRecorder<RIBsFailure>!
    var baseline = ResourceBaseline()

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        failures = FailureRecorder<RIBsFailure>()
        let recorder = failures!
        RIBsFailureReporter.handler = { recorder.record($0) }
        LeakDetector.setInstance(LeakDetector(scheduler: scheduler))
        baseline = ResourceBaseline.settled()
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

extension FailureRecorder<RIBsFailure> {
    /// The kinds of the RIBs failures recorded so far.
    var kinds: [RIBsFailure.Kind] { all.map(\.kind) }
}

/// An ordered log of calls, shared by the objects of one test.
final class CallLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) { entries.append(entry) }
    func clear() { entries = [] }
}
