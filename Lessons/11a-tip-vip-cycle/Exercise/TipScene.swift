// Drill 11a: one turn of the VIP cycle, a tip calculator.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check 11a`).
// Keep the names and signatures: the tests call them.

/// Works out the tip: `percent` of the bill, in whole cents, rounded down.
public final class TipInteractor: TipBusinessLogic {
    public var presenter: TipPresentationLogic?

    public init() {}

    public func calculate(_ request: TipModels.Calculate.Request) {
        // TODO: the tip and the total, in cents, handed to the presenter in a Response.
        _ = request
    }
}

/// Writes amounts as dollars with two decimals: `"$4.69"`, `"$0.05"`.
public final class TipPresenter: TipPresentationLogic {
    public weak var viewController: TipDisplayLogic?

    public init() {}

    public func presentTip(_ response: TipModels.Calculate.Response) {
        // TODO: both amounts as text, handed to the view controller in a ViewModel.
        _ = response
    }
}

/// Wires one scene: view controller → interactor → presenter → view controller.
public enum TipConfigurator {
    public static func configure(_ viewController: TipViewController) {
        // TODO: make the interactor and the presenter, and connect the three so that the
        //       cycle goes one way round and nothing keeps itself alive.
        _ = viewController
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
