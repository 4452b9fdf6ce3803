import Foundation
import ArchLabTestSupport
import XCTest
import Rx
import RxTesting

/// Base of the time-operator tests: every scenario must give back every resource it took.
class TimeOperatorTestCase: XCTestCase {
    struct TimeTestError: Error, Equatable {}

    let testError = TimeTestError()
    private var baseline = ResourceBaseline()
    /// Set to `false` only for a scenario whose leak is a known bug elsewhere, named where it is set.
    var checksResources = true

    override func setUp() {
        super.setUp()
        baseline = ResourceBaseline.settled()
    }

    override func tearDown() {
        guard checksResources else { return super.tearDown() }
        // Dispatch timers release their handlers on their queue a moment after cancellation.
        baseline.assertReturned(settling: 2, "live resources after the scenario was disposed")
        super.tearDown()
    }
}
