// Drill 11a: one turn of the VIP cycle, a tip calculator. Reference solution.

/// Works out the tip: `percent` of the bill, in whole cents, rounded down.
public final class TipInteractor: TipBusinessLogic {
    public var presenter: TipPresentationLogic?

    public init() {}

    public func calculate(_ request: TipModels.Calculate.Request) {
        let tip = request.billCents * request.percent / 100
        presenter?.presentTip(.init(tipCents: tip, totalCents: request.billCents + tip))
    }
}

/// Writes amounts as dollars with two decimals: `"$4.69"`, `"$0.05"`.
public final class TipPresenter: TipPresentationLogic {
    public weak var viewController: TipDisplayLogic?

    public init() {}

    public func presentTip(_ response: TipModels.Calculate.Response) {
        viewController?.displayTip(.init(tip: dollars(response.tipCents), total: dollars(response.totalCents)))
    }

    private func dollars(_ cents: Int) -> String {
        let rest = cents % 100
        return "$\(cents / 100)." + (rest < 10 ? "0" : "") + "\(rest)"
    }
}

/// Wires one scene: view controller → interactor → presenter → view controller.
public enum TipConfigurator {
    public static func configure(_ viewController: TipViewController) {
        let interactor = TipInteractor()
        let presenter = TipPresenter()
        viewController.interactor = interactor
        interactor.presenter = presenter
        presenter.viewController = viewController
    }
}

// MARK: - The models, the protocols and the view controller (complete: read them, do not change them)

public enum TipModels {
    public enum Calculate {
        public struct Request {
            public var billCents: Int
            public var percent: Int
            public init(billCents: Int, percent: Int) {
                self.billCents = billCents
                self.percent = percent
            }
        }

        public struct Response: Equatable {
            public var tipCents: Int
            public var totalCents: Int
            public init(tipCents: Int, totalCents: Int) {
                self.tipCents = tipCents
                self.totalCents = totalCents
            }
        }

        public struct ViewModel: Equatable {
            public var tip: String
            public var total: String
            public init(tip: String, total: String) {
                self.tip = tip
                self.total = total
            }
        }
    }
}

public protocol TipBusinessLogic: AnyObject {
    func calculate(_ request: TipModels.Calculate.Request)
}

public protocol TipPresentationLogic: AnyObject {
    func presentTip(_ response: TipModels.Calculate.Response)
}

public protocol TipDisplayLogic: AnyObject {
    func displayTip(_ viewModel: TipModels.Calculate.ViewModel)
}

/// A screen without a screen: what it shows is in `shown`.
public final class TipViewController: TipDisplayLogic {
    public var interactor: TipBusinessLogic?
    public private(set) var shown: TipModels.Calculate.ViewModel?

    public init() {
        TipConfigurator.configure(self)
    }

    /// The user typed a bill and picked a tip.
    public func tapCalculate(billCents: Int, percent: Int) {
        interactor?.calculate(.init(billCents: billCents, percent: percent))
    }

    public func displayTip(_ viewModel: TipModels.Calculate.ViewModel) {
        shown = viewModel
    }
}
