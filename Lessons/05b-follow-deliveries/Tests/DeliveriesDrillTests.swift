import Deliveries
import Rx
import RxTesting
import XCTest

/// Drill 05b's checks. Do not edit: `check` compares this file with the shipped copy.
final class DeliveriesDrillTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var pizza: TestableObservable<String>!
    private var books: TestableObservable<String>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        pizza = scheduler.createColdObservable([.next(10, "baking"), .next(40, "on the way"), .next(70, "delivered")])
        books = scheduler.createColdObservable([.next(20, "packed"), .next(50, "shipped")])
    }

    private func tracking(_ order: String) -> Observable<String> {
        switch order {
        case "pizza": return pizza.asObservable()
        case "books": return books.asObservable()
        default: return .error(RxError.unknown)
        }
    }

    /// pizza at 210, books at 230.
    private func picks() -> Observable<String> {
        scheduler.createHotObservable([.next(210, "pizza"), .next(230, "books")]).asObservable()
    }

    func testEveryDelivery_FollowsEachPickedOrder() {
        let observer = scheduler.start { [self] in everyDelivery(picks(), tracking: tracking) }
        XCTAssertEqual(observer.events, [
            .next(220, "pizza: baking"), .next(250, "pizza: on the way"), .next(250, "books: packed"),
            .next(280, "pizza: delivered"), .next(280, "books: shipped"),
        ])
        XCTAssertEqual(pizza.subscriptions, [Subscription(210, 1000)], "an earlier order should go on being followed")
    }

    func testLatestDelivery_APickStopsFollowingTheOneBefore() {
        let observer = scheduler.start { [self] in latestDelivery(picks(), tracking: tracking) }
        XCTAssertEqual(observer.events, [.next(220, "pizza: baking"), .next(250, "books: packed"), .next(280, "books: shipped")])
        XCTAssertEqual(pizza.subscriptions, [Subscription(210, 230)], "picking books should dispose the pizza's tracking at 230")
        XCTAssertEqual(books.subscriptions, [Subscription(230, 1000)])
    }

    func testLatestDelivery_OrdersPickedAgainStartAfresh() {
        let picked = scheduler.createHotObservable([.next(300, "books"), .next(310, "pizza"), .next(345, "books")])
        let observer = scheduler.start { [self] in latestDelivery(picked.asObservable(), tracking: tracking) }
        XCTAssertEqual(observer.events, [.next(320, "pizza: baking"), .next(365, "books: packed"), .next(395, "books: shipped")])
        XCTAssertEqual(books.subscriptions, [Subscription(300, 310), Subscription(345, 1000)])
        XCTAssertEqual(pizza.subscriptions, [Subscription(310, 345)])
    }

    func testEveryDelivery_OtherOrders() {
        let observer = scheduler.start { [self] in
            everyDelivery(scheduler.createHotObservable([.next(205, "books"), .next(215, "books")]).asObservable(),
                          tracking: tracking)
        }
        XCTAssertEqual(observer.events, [.next(225, "books: packed"), .next(235, "books: packed"),
                                         .next(255, "books: shipped"), .next(265, "books: shipped")])
    }
}
