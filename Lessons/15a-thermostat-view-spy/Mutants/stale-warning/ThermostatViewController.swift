// Drill 15a, seeded bug: a view controller that keeps an old warning once the reading has none.

/// A headless thermostat screen: the temperature, a warning line, and Warmer and Cooler
/// buttons that do nothing while the schedule holds the temperature.
public final class ThermostatViewController: ThermostatDisplayLogic {
    public var interactor: ThermostatBusinessLogic?

    /// The temperature label; empty until the first reading.
    public private(set) var temperatureText = ""
    /// The warning line; nil when there is none.
    public private(set) var warningText: String?
    /// True while the buttons are greyed out.
    public private(set) var buttonsLocked = false

    public init() {}

    /// The screen appeared: ask for the reading once.
    public func viewDidLoad() {
        interactor?.fetchReading(.init())
    }

    /// Warmer was tapped: one degree up, unless the buttons are locked.
    public func tapWarmer() {
        guard !buttonsLocked else { return }
        interactor?.adjust(.init(delta: 1))
    }

    /// Cooler was tapped: one degree down, unless the buttons are locked.
    public func tapCooler() {
        guard !buttonsLocked else { return }
        interactor?.adjust(.init(delta: -1))
    }

    public func displayReading(_ viewModel: ThermostatModels.Reading.ViewModel) {
        temperatureText = viewModel.temperature
        if let warning = viewModel.warning { warningText = warning }
        buttonsLocked = viewModel.isLocked
    }
}
