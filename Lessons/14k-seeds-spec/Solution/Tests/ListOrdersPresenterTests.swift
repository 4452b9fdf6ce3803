import SeedsSpec
import XCTest

// Drill 14k: the presenter's spec, seed 003's Quick style written in XCTest, with Seeds.
// Reference solution.

final class ListOrdersPresenterTests: XCTestCase {
    private typealias DisplayedOrder = ListOrders.FetchOrders.ViewModel.DisplayedOrder
    private var presenter: ListOrdersPresenter!
    private var spy: DisplaySpy!

    override func setUp() {
        presenter = ListOrdersPresenter()
        spy = DisplaySpy()
        presenter.viewController = spy
    }

    func testOrdersFetched_ShowsEachOrdersCustomerAndTotalInDollars() {
        presenter.presentFetchedOrders(response: .init(result: .success([Seeds.Orders.amy, Seeds.Orders.bob])))
        XCTAssertEqual(spy.displayed, [.init(content: .rows([
            DisplayedOrder(id: "A-1", customer: "Amy", total: "$12.50"),
            DisplayedOrder(id: "B-7", customer: "Bob", total: "$3.05"),
        ]))])
    }

    func testOrdersFetched_KeepsEveryOrderInTheOrderGiven() {
        let orders = [Seeds.Orders.carla, Seeds.Orders.amy, Seeds.Orders.bob]
        presenter.presentFetchedOrders(response: .init(result: .success(orders)))
        guard case .rows(let rows)? = spy.displayed.last?.content else {
            return XCTFail("expected rows, got \(spy.displayed)")
        }
        XCTAssertEqual(rows.map(\.id), ["C-3", "A-1", "B-7"])
        XCTAssertEqual(rows.first?.total, "$1000.00")
    }

    func testNoOrders_SaysThereAreNoneYet() {
        presenter.presentFetchedOrders(response: .init(result: .success([])))
        XCTAssertEqual(spy.displayed, [.init(content: .message("No orders yet"))])
    }

    func testFetchFailed_SaysTheyCouldNotBeLoaded() {
        presenter.presentFetchedOrders(response: .init(result: .failure(.offline)))
        XCTAssertEqual(spy.displayed, [.init(content: .message("Could not load your orders"))])
    }
}

/// Stands in for the view controller: keeps every view model it was given.
final class DisplaySpy: ListOrdersDisplayLogic {
    private(set) var displayed: [ListOrders.FetchOrders.ViewModel] = []

    func displayFetchedOrders(viewModel: ListOrders.FetchOrders.ViewModel) {
        displayed.append(viewModel)
    }
}
