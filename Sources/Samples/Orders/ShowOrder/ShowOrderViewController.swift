import CleanSwift
import HeadlessUI

/// What the ShowOrder presenter hands its view.
public protocol ShowOrderDisplayLogic: AnyObject {
    func displayOrder(viewModel: ShowOrder.GetOrder.ViewModel)
}

/// One order, headless. Its only action is the navigation controller's `back`.
public final class ShowOrderViewController: ShowOrderDisplayLogic, HeadlessNavigable {
    public var interactor: ShowOrderBusinessLogic?
    public var router: ShowOrderDataPassing?
    public weak var navigationController: HeadlessNavigationController?

    /// The order on screen, nil until displayed (or if none was passed in).
    public private(set) var displayedOrder: ShowOrder.GetOrder.ViewModel.DisplayedOrder?
    private var hasDisplayed = false

    public init() {}

    /// Called by the navigation controller when pushed, after the router passed the order.
    public func viewDidLoad() {
        interactor?.getOrder(request: ShowOrder.GetOrder.Request())
    }

    public func displayOrder(viewModel: ShowOrder.GetOrder.ViewModel) {
        displayedOrder = viewModel.displayedOrder
        hasDisplayed = true
    }
}

extension ShowOrderViewController: HeadlessView {
    public var viewName: String { "ShowOrder" }

    public var userActions: [UserAction] { [] }

    public func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) {
        throw .unknownAction(name: action, available: [])
    }

    public func render() -> String {
        guard let order = displayedOrder else {
            return hasDisplayed ? "No order was passed to this scene." : "Loading the order..."
        }
        return ["Order \(order.id)", "  customer: \(order.customer)", "  \(order.line)", "  total: \(order.total)"]
            .joined(separator: "\n")
    }
}
