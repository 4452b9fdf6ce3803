import CleanSwift
import HeadlessUI
import RxTesting
import SampleOrders
import XCTest

/// The Orders scenes in XCTest: routing between the three scenes, data passed forward
/// through data stores and back through a reactive data store.
final class OrdersRoutingTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var storyboard: OrdersStoryboard!
    private var list: ListOrdersViewController!
    private var navigation: HeadlessNavigationController!

    override func setUp() {
        // given: the list shown, and its first fetch answered
        scheduler = TestScheduler(initialClock: 0)
        storyboard = OrdersStoryboard(store: OrdersMemStore(scheduler: scheduler, latency: .seconds(20)), tracer: nil)
        list = storyboard.instantiateListOrders()
        navigation = HeadlessNavigationController(root: list)
        scheduler.advanceTo(20)
    }

    func testShow_PassesTheSelectedOrderToShowOrder() throws {
        // when
        try navigation.fire("show", ["index": "2"])

        // then
        let show = try XCTUnwrap(navigation.topViewController as? ShowOrderViewController)
        XCTAssertEqual(show.router?.dataStore?.order, OrdersMemStore.sampleOrders[1])
        XCTAssertEqual(show.displayedOrder?.id, "O-2")
        XCTAssertEqual(show.displayedOrder?.total, "$4.50")
        XCTAssertEqual(navigation.render(), "ListOrders > ShowOrder\nOrder O-2\n  customer: Ben\n  1 x cake at $4.50\n  total: $4.50")
    }

    func testBack_ReturnsToTheList() throws {
        // given
        try navigation.fire("show", ["index": "1"])

        // when
        try navigation.fire("back")

        // then
        XCTAssertTrue(navigation.topViewController === list)
        XCTAssertFalse(navigation.userActions.map(\.name).contains("back"))
    }

    func testShow_RowOutOfRange_IsRefusedAndStaysOnList() {
        XCTAssertThrowsError(try navigation.fire("show", ["index": "3"])) { error in
            guard case .invalidValue(action: "show", parameter: "index", value: "3", expected: _)? = error as? ActionError else {
                return XCTFail("unexpected \(error)")
            }
        }
        XCTAssertTrue(navigation.topViewController === list)
    }

    func testNew_HandsTheListsInboxToCreateOrder() throws {
        // when
        try navigation.fire("new")

        // then
        let create = try XCTUnwrap(navigation.topViewController as? CreateOrderViewController)
        let outbox = try XCTUnwrap(create.router?.dataStore?.createdOrderOutbox)
        XCTAssertTrue(outbox === list.router?.dataStore?.createdOrderInbox)
    }

    func testCreate_PassesTheNewOrderBackAndPops() throws {
        // given
        try navigation.fire("new")

        // when
        try navigation.fire("create", ["customer": "Cara", "item": "tea", "quantity": "3"])
        scheduler.advanceTo(40)

        // then
        XCTAssertTrue(navigation.topViewController === list)
        XCTAssertEqual(list.router?.dataStore?.createdOrderInbox.value?.id, "O-3")
        XCTAssertEqual(list.displayedOrders?.map(\.id), ["O-1", "O-2", "O-3"])
        XCTAssertEqual(list.displayedOrders?.last?.total, "$9.00")
    }

    func testCreate_NoCustomer_StaysWithMessageAndPassesNothingBack() throws {
        // given
        try navigation.fire("new")

        // when
        try navigation.fire("create", ["customer": " "])
        scheduler.advanceTo(40)

        // then
        let create = try XCTUnwrap(navigation.topViewController as? CreateOrderViewController)
        XCTAssertEqual(create.message, CreateOrderProblem.missingCustomer.description)
        XCTAssertNil(list.router?.dataStore?.createdOrderInbox.value)
        XCTAssertEqual(list.displayedOrders?.count, 2)
    }
}
