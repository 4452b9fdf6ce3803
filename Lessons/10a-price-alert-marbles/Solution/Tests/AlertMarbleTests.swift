import PriceAlerts
import Rx
import RxTesting
import XCTest

// Drill 10a: marble tests for the price alerts. Reference tests.

final class AlertMarbleTests: XCTestCase {
    private struct FeedDown: Error {}
    private var scheduler: TestScheduler!

    override func setUp() {
        scheduler = TestScheduler(initialClock: 0)
    }

    func testAlertsUntilThePricesComplete() {
        let prices = scheduler.createHotObservable([.next(150, 120), .next(210, 90), .next(220, 100), .next(230, 100),
                                                    .next(240, 80), .next(250, 100), .next(260, 130), .completed(300)])
        let observer = scheduler.start { priceAlerts(prices.asObservable(), threshold: 100) }
        XCTAssertEqual(observer.events, [.next(220, "alert 100"), .next(260, "alert 130"), .completed(300)])
        XCTAssertEqual(prices.subscriptions, [Subscription(200, 300)])
    }

    func testAFailingFeed() {
        let prices = scheduler.createHotObservable([.next(210, 55), .error(220, FeedDown()), .next(230, 60)])
        let observer = scheduler.start { priceAlerts(prices.asObservable(), threshold: 50) }
        XCTAssertEqual(observer.events, [.next(210, "alert 55"), .error(220, FeedDown())])
    }
}
