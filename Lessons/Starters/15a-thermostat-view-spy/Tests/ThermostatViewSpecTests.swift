import ThermostatViewTesting
import XCTest

// Drill 15a: you write the thermostat view controller's spec. The view controller (in
// Reference/) is finished and correct; `check` runs these tests against it (they must pass)
// and against view controllers with seeded bugs (each must make at least one test fail).
// Fill in each `// TODO`; add tests freely.

final class ThermostatViewSpecTests: XCTestCase {
    private var viewController: ThermostatViewController!
    private var interactor: ThermostatBusinessLogicSpy!

    override func setUp() {
        viewController = ThermostatViewController()
        interactor = ThermostatBusinessLogicSpy()
        viewController.interactor = interactor
    }

    func testViewDidLoad() {
        // TODO: when the screen appears, the interactor is asked for the reading, once.
    }

    func testButtons() {
        // TODO: Warmer and Cooler each ask the interactor for their change, and neither asks
        // anything while the reading says the buttons are locked.
    }

    func testDisplayReading() {
        // TODO: what the presenter hands over shows on screen, and a later reading replaces
        // everything the earlier one showed.
    }
}

/// Stands in for the interactor (`ThermostatBusinessLogic`): the view controller's output.
final class ThermostatBusinessLogicSpy: ThermostatBusinessLogic {
    func fetchReading(_ request: ThermostatModels.Reading.Request) {
        // TODO: record the call, for the tests to count.
    }

    func adjust(_ request: ThermostatModels.Adjust.Request) {
        // TODO: record the request, for the tests to read.
    }
}
