import BasketPresenterTesting
import XCTest

// Drill 14a: you write the tests of the basket presenter. The presenter (in Reference/) is
// finished and correct; `check` runs these tests against it (they must pass) and against
// presenters with seeded bugs (each must make at least one test fail). Fill in each
// `// TODO`; add tests freely.

/// Stands in for the view controller: records every view model it is given.
final class BasketDisplaySpy: BasketDisplayLogic {
    // TODO: keep the view models.

    func displayBasket(_ viewModel: BasketModels.Show.ViewModel) {
        // TODO
    }
}

final class BasketPresenterSpecTests: XCTestCase {
    func testPresentBasket_SeveralItems() {
        // TODO: the title and the total the view gets for a basket of a few items.
    }

    func testPresentBasket_OneItemAndAnEmptyBasket() {
        // TODO: the words for one item and for none.
    }
}
