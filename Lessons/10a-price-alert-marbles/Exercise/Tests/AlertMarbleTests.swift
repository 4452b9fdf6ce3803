import PriceAlerts
import Rx
import RxTesting
import XCTest

// Drill 10a: you write marble tests for the price alerts, on a TestScheduler. The chain (in
// Reference/) is finished and correct; `check` runs these tests against it (they must pass)
// and against chains with seeded bugs (each must make at least one test fail). Fill in each
// `// TODO`; add tests freely.

final class AlertMarbleTests: XCTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        scheduler = TestScheduler(initialClock: 0)
    }

    func testAlertsUntilThePricesComplete() {
        // TODO: hot prices below, at and above a threshold, the same price twice, then the end;
        // every event that comes out, with its time.
    }

    func testAFailingFeed() {
        // TODO: what comes out when the prices fail.
    }
}
