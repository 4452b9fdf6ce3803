import ThermostatViewTesting
import XCTest

/// Drill 15a, reference tests: the thermostat view controller's spec with a business logic
/// spy. They pass on the reference view controller and catch every seeded bug in Mutants/.
final class ThermostatViewSpecTests: XCTestCase {
    private var viewController: ThermostatViewController!
    private var interactor: ThermostatBusinessLogicSpy!

    override func setUp() {
        viewController = ThermostatViewController()
        interactor = ThermostatBusinessLogicSpy()
        viewController.interactor = interactor
    }

    func testViewDidLoad_AsksForTheReadingOnce() {
        viewController.viewDidLoad()
        XCTAssertEqual(interactor.fetchReadingCallCount, 1)
        XCTAssertEqual(interactor.adjustRequests, [])
    }

    func testButtons_AskForOneDegreeUpAndDown() {
        viewController.tapWarmer()
        viewController.tapCooler()
        viewController.tapCooler()
        XCTAssertEqual(interactor.adjustRequests, [.init(delta: 1), .init(delta: -1), .init(delta: -1)])
    }

    func testButtons_AskNothingWhileLocked() {
        viewController.displayReading(.init(temperature: "19 °C", warning: nil, isLocked: true))
        viewController.tapWarmer()
        viewController.tapCooler()
        XCTAssertEqual(interactor.adjustRequests, [])
    }

    func testDisplayReading_ShowsTheTemperatureAndTheWarning() {
        viewController.displayReading(.init(temperature: "21 °C", warning: "Window open", isLocked: false))
        XCTAssertEqual(viewController.temperatureText, "21 °C")
        XCTAssertEqual(viewController.warningText, "Window open")
        XCTAssertFalse(viewController.buttonsLocked)
    }

    func testDisplayReading_ALaterReadingReplacesTheEarlierOne() {
        viewController.displayReading(.init(temperature: "17 °C", warning: "Window open", isLocked: true))
        viewController.displayReading(.init(temperature: "18 °C", warning: nil, isLocked: false))
        XCTAssertEqual(viewController.temperatureText, "18 °C")
        XCTAssertNil(viewController.warningText)
        XCTAssertFalse(viewController.buttonsLocked)
    }
}

/// Stands in for the interactor: records every request the view controller sent.
final class ThermostatBusinessLogicSpy: ThermostatBusinessLogic {
    private(set) var fetchReadingCallCount = 0
    private(set) var adjustRequests: [ThermostatModels.Adjust.Request] = []

    func fetchReading(_ request: ThermostatModels.Reading.Request) {
        fetchReadingCallCount += 1
    }

    func adjust(_ request: ThermostatModels.Adjust.Request) {
        adjustRequests.append(request)
    }
}
