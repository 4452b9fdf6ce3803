import BasketPresenterTesting
import XCTest

// Drill 14a: the tests of the basket presenter. Reference tests.

/// Stands in for the view controller: records every view model it is given.
final class BasketDisplaySpy: BasketDisplayLogic {
    private(set) var displayed: [BasketModels.Show.ViewModel] = []

    func displayBasket(_ viewModel: BasketModels.Show.ViewModel) {
        displayed.append(viewModel)
    }
}

final class BasketPresenterSpecTests: XCTestCase {
    private var display: BasketDisplaySpy!
    private var presenter: BasketPresenter!

    override func setUp() {
        super.setUp()
        display = BasketDisplaySpy()
        presenter = BasketPresenter()
        presenter.viewController = display
    }

    func testPresentBasket_SeveralItems() {
        presenter.presentBasket(.init(itemPrices: [1000, 199, 6]))
        XCTAssertEqual(display.displayed, [.init(title: "3 items", total: "€12.05")])
    }

    func testPresentBasket_OneItemAndAnEmptyBasket() {
        presenter.presentBasket(.init(itemPrices: [250]))
        presenter.presentBasket(.init(itemPrices: []))
        XCTAssertEqual(display.displayed, [.init(title: "1 item", total: "€2.50"),
                                           .init(title: "Your basket is empty", total: "€0.00")])
    }
}
