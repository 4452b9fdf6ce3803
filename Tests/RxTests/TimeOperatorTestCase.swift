import XCTest
import Rx
import RxTesting

/// Base of the time-operator tests: every scenario must give back every resource it took.
class TimeOperatorTestCase: XCTestCase {
    struct TimeTestError: Error, Equatable {}

    let testError = TimeTestError()
    private var resourcesAtStart: Int32 = 0

    override func setUp() {
        super.setUp()
        resourcesAtStart = Resources.total
    }

    override func tearDown() {
        XCTAssertEqual(Resources.total, resourcesAtStart, "live resources after the scenario was disposed")
        super.tearDown()
    }
}
