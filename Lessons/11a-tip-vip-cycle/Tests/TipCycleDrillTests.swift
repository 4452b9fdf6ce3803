import TipScene
import XCTest

/// Drill 11a's checks. Do not edit: `check` compares this file with the shipped copy.
final class TipCycleDrillTests: XCTestCase {
    private final class PresenterSpy: TipPresentationLogic {
        private(set) var responses: [TipModels.Calculate.Response] = []
        func presentTip(_ response: TipModels.Calculate.Response) { responses.append(response) }
    }

    private final class DisplaySpy: TipDisplayLogic {
        private(set) var viewModels: [TipModels.Calculate.ViewModel] = []
        func displayTip(_ viewModel: TipModels.Calculate.ViewModel) { viewModels.append(viewModel) }
    }

    func testTap_GoesRoundTheCycleToTheScreen() {
        let screen = TipViewController()
        screen.tapCalculate(billCents: 1000, percent: 15)
        XCTAssertEqual(screen.shown, .init(tip: "$1.50", total: "$11.50"))
    }

    func testTap_AnotherBill() {
        let screen = TipViewController()
        screen.tapCalculate(billCents: 2345, percent: 20)
        XCTAssertEqual(screen.shown, .init(tip: "$4.69", total: "$28.14"))
    }

    func testInteractor_PresentsWholeCentsRoundedDown() {
        let interactor = TipInteractor(), presenter = PresenterSpy()
        interactor.presenter = presenter
        interactor.calculate(.init(billCents: 999, percent: 18))
        interactor.calculate(.init(billCents: 50, percent: 0))
        XCTAssertEqual(presenter.responses, [.init(tipCents: 179, totalCents: 1178), .init(tipCents: 0, totalCents: 50)])
    }

    func testPresenter_WritesCentsWithTwoDigits() {
        let presenter = TipPresenter(), display = DisplaySpy()
        presenter.viewController = display
        presenter.presentTip(.init(tipCents: 5, totalCents: 105))
        XCTAssertEqual(display.viewModels, [.init(tip: "$0.05", total: "$1.05")])
    }

    func testConfigure_NothingKeepsTheSceneAlive() {
        var screen: TipViewController? = TipViewController()
        weak let released = screen
        weak let interactor = screen?.interactor as AnyObject?
        XCTAssertNotNil(interactor, "the configurator should give the view controller its interactor")
        screen = nil
        XCTAssertNil(released, "the presenter must hold the view controller weakly")
        XCTAssertNil(interactor, "the interactor and presenter go with the view controller")
    }
}
