import SeedsSpec
import XCTest

// Drill 14k: you write the presenter's spec, as seed 003 would in Quick, but in XCTest. The
// presenter (in Reference/) is finished and correct; `check` runs these tests against it (they
// must pass) and against presenters with seeded bugs (each must make at least one test fail).
//
// The spec in Quick and Nimble:
//
//     describe("ListOrders presenter") {
//         beforeEach { presenter = ListOrdersPresenter(); presenter.viewController = spy }
//         context("orders fetched") {
//             it("shows each order's customer and total in dollars") { ... }
//             it("keeps every order, in the order given") { ... }
//         }
//         context("no orders")    { it("says there are none yet") { ... } }
//         context("fetch failed") { it("says they could not be loaded") { ... } }
//     }
//
// Each `it` is a test method named after its context and sentence; `beforeEach` is `setUp`;
// `expect(a).to(equal(b))` is `XCTAssertEqual(a, b)`. Fill in each `// TODO` with the
// fixtures in Seeds.swift.

final class ListOrdersPresenterTests: XCTestCase {
    private var presenter: ListOrdersPresenter!
    private var spy: DisplaySpy!

    override func setUp() {
        presenter = ListOrdersPresenter()
        spy = DisplaySpy()
        presenter.viewController = spy
    }

    func testOrdersFetched_ShowsEachOrdersCustomerAndTotalInDollars() {
        // TODO: present some of the seeded orders; what the view model shows for each.
    }

    func testOrdersFetched_KeepsEveryOrderInTheOrderGiven() {
        // TODO
    }

    func testNoOrders_SaysThereAreNoneYet() {
        // TODO
    }

    func testFetchFailed_SaysTheyCouldNotBeLoaded() {
        // TODO
    }
}

/// Stands in for the view controller: keeps every view model it was given.
final class DisplaySpy: ListOrdersDisplayLogic {
    private(set) var displayed: [ListOrders.FetchOrders.ViewModel] = []

    func displayFetchedOrders(viewModel: ListOrders.FetchOrders.ViewModel) {
        displayed.append(viewModel)
    }
}
