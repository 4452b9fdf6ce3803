import Foundation
import XCTest
import Rx
import RxTesting

/// Base of the time-operator tests: every scenario must give back every resource it took.
class TimeOperatorTestCase: XCTestCase {
    struct TimeTestError: Error, Equatable {}

    let testError = TimeTestError()
    private var resourcesAtStart: Int32 = 0
    /// Set to `false` only for a scenario whose leak is a known bug elsewhere, named where it is set.
    var checksResources = true

    override func setUp() {
        super.setUp()
        resourcesAtStart = Resources.total
    }

    override func tearDown() {
        guard checksResources else { return super.tearDown() }
        // Dispatch timers release their handlers on their queue a moment after cancellation.
        let deadline = Date().addingTimeInterval(2)
        while Resources.total != resourcesAtStart && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(Resources.total, resourcesAtStart, "live resources after the scenario was disposed")
        super.tearDown()
    }
}
