import Routing
import XCTest

/// Lesson 17's checks. Do not edit: `check` compares this file with the shipped copy.
final class RoutingExerciseTests: XCTestCase {
    private let orders = [Order(id: 1, customer: "Ann"), Order(id: 2, customer: "Bo")]
    private var navigation: Navigation!
    private var list: ListOrdersViewController!

    override func setUp() {
        navigation = Navigation()
        list = ListOrdersViewController(orders: orders)
        list.navigation = navigation
        navigation.push(list)
    }

    func testPassDataToShowOrder_CopiesTheSelectedOrder() {
        var destination: ShowOrderDataStore = ShowOrderInteractor()
        list.router.passDataToShowOrder(source: ListOrdersInteractor(orders: orders), destination: &destination, index: 1)
        XCTAssertEqual(destination.order, Order(id: 2, customer: "Bo"), "index 1 is Bo's order")
    }

    func testRouteToShowOrder_PushesShowOrderWithTheOrder() {
        list.router.routeToShowOrder(index: 0)
        XCTAssertEqual(navigation.stack.count, 2, "routeToShowOrder should push one scene")
        let shown = navigation.stack.last as? ShowOrderViewController
        XCTAssertNotNil(shown, "the pushed scene should be a ShowOrderViewController")
        XCTAssertEqual(shown?.router.dataStore?.order, Order(id: 1, customer: "Ann"),
                       "ShowOrder's data store should hold the order at index 0")
    }

    func testRouteToShowOrder_OutOfRangeDoesNothing() {
        list.router.routeToShowOrder(index: 1)
        list.router.routeToShowOrder(index: 5)
        list.router.routeToShowOrder(index: -1)
        XCTAssertEqual(navigation.stack.count, 2, "only the valid index (1) pushes a scene; 5 and -1 do nothing")
    }

    func testPassDataToListOrders_AppendsTheCreatedOrder() {
        let source = CreateOrderInteractor()
        source.createdOrder = Order(id: 3, customer: "Cy")
        var destination: ListOrdersDataStore = ListOrdersInteractor(orders: orders)
        CreateOrderRouter().passDataToListOrders(source: source, destination: &destination)
        XCTAssertEqual(destination.orders.map(\.id), [1, 2, 3], "the created order (id 3) should be appended to the list's orders")
    }

    func testPassDataToListOrders_AppendsWhicheverOrderWasCreated() {
        let source = CreateOrderInteractor()
        var destination: ListOrdersDataStore = ListOrdersInteractor(orders: [])
        CreateOrderRouter().passDataToListOrders(source: source, destination: &destination)
        XCTAssertEqual(destination.orders, [], "nothing was created, so nothing is appended")
        source.createdOrder = Order(id: 40, customer: "Dee")
        CreateOrderRouter().passDataToListOrders(source: source, destination: &destination)
        XCTAssertEqual(destination.orders, [Order(id: 40, customer: "Dee")], "Dee's order (id 40) should be appended")
    }

    func testRouteToShowOrder_ThirdOfThree() {
        let three = ListOrdersViewController(orders: orders + [Order(id: 9, customer: "Eve")])
        three.navigation = navigation
        three.router.routeToShowOrder(index: 2)
        XCTAssertEqual((navigation.stack.last as? ShowOrderViewController)?.router.dataStore?.order, Order(id: 9, customer: "Eve"),
                       "index 2 of three orders is Eve's")
    }

    func testRouteToListOrders_PassesBackAndPops() {
        let form = CreateOrderViewController()
        form.navigation = navigation
        navigation.push(form)
        form.router.dataStore?.createdOrder = Order(id: 3, customer: "Cy")
        form.router.routeToListOrders()
        XCTAssertTrue(navigation.stack.last === list, "routeToListOrders should pop back to the list")
        XCTAssertEqual(list.router.dataStore?.orders.map(\.customer), ["Ann", "Bo", "Cy"],
                       "the created order should be passed back into the list's data store")
    }
}
