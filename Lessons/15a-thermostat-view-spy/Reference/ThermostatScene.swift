// Drill 15a: a thermostat scene's models and protocols. Sealed: `check` runs your tests
// against this code.

public enum ThermostatModels {
    public enum Reading {
        public struct Request: Equatable {
            public init() {}
        }
        public struct ViewModel: Equatable {
            /// The temperature as the screen shows it, `"21 °C"`.
            public var temperature: String
            /// A warning under it (`"Window open"`); nil when there is none.
            public var warning: String?
            /// True while the building's schedule holds the temperature: the buttons do nothing.
            public var isLocked: Bool
            public init(temperature: String, warning: String?, isLocked: Bool) {
                self.temperature = temperature
                self.warning = warning
                self.isLocked = isLocked
            }
        }
    }

    public enum Adjust {
        public struct Request: Equatable {
            /// Degrees to change by: +1 for Warmer, -1 for Cooler.
            public var delta: Int
            public init(delta: Int) { self.delta = delta }
        }
    }
}

/// What the view controller asks of its interactor.
public protocol ThermostatBusinessLogic: AnyObject {
    func fetchReading(_ request: ThermostatModels.Reading.Request)
    func adjust(_ request: ThermostatModels.Adjust.Request)
}

/// What the presenter tells the view controller.
public protocol ThermostatDisplayLogic: AnyObject {
    func displayReading(_ viewModel: ThermostatModels.Reading.ViewModel)
}
