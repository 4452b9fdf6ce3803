import CleanSwift
import HeadlessUI

/// What the ListOrders presenter hands its view.
public protocol ListOrdersDisplayLogic: AnyObject {
    func displayFetchedOrders(viewModel: ListOrders.FetchOrders.ViewModel)
}

/// The list of orders, headless: `fetch`, `show index=N`, `new`.
///
/// Made by `OrdersStoryboard`, which runs its configurator; single-threaded by contract.
public final class ListOrdersViewController: ListOrdersDisplayLogic, HeadlessNavigable {
    public var interactor: ListOrdersBusinessLogic?
    public var router: (ListOrdersRoutingLogic & ListOrdersDataPassing)?
    public weak var navigationController: HeadlessNavigationController?

    /// The rows on screen, nil before the first fetch answers.
    public private(set) var displayedOrders: [ListOrders.FetchOrders.ViewModel.DisplayedOrder]?
    /// The row chosen with `show` (0-based), read by the router when it passes data on.
    public private(set) var selectedRow: Int?

    public init() {}

    /// Called once by the navigation controller when the list is first shown: asks for the
    /// orders, as CleanStore does.
    public func viewDidLoad() {
        fetchOrders()
    }

    private func fetchOrders() {
        interactor?.fetchOrders(request: ListOrders.FetchOrders.Request())
    }

    public func displayFetchedOrders(viewModel: ListOrders.FetchOrders.ViewModel) {
        displayedOrders = viewModel.displayedOrders
    }
}

extension ListOrdersViewController: HeadlessView {
    public var viewName: String { "ListOrders" }

    public var userActions: [UserAction] {
        let count = displayedOrders?.count ?? 0
        return [
            UserAction("fetch", summary: "ask the interactor for the orders again", aliases: ["fetchOrders", "FetchOrders"]),
            UserAction("show", summary: "open one order (ShowOrder scene)",
                       parameters: [ActionParameter("index", .integer(count > 0 ? 1...count : nil), summary: "row number, from 1")]),
            UserAction("new", summary: "create an order (CreateOrder scene)"),
        ]
    }

    public func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) {
        switch action {
        case "fetch":
            fetchOrders()
        case "show":
            guard let rows = displayedOrders, !rows.isEmpty else {
                throw .unavailable(action: action, reason: "no orders are on screen yet. Type 'advance 20' to let the fetch answer.")
            }
            guard let index = arguments.integer("index"), (1...rows.count).contains(index) else {
                throw .invalidValue(action: action, parameter: "index", value: arguments.integer("index").map(String.init) ?? "", expected: "index=<1...\(rows.count)>")
            }
            selectedRow = index - 1
            router?.routeToShowOrder()
        case "new":
            router?.routeToCreateOrder()
        default:
            throw .unknownAction(name: action, available: userActions.map(\.name))
        }
    }

    public func render() -> String {
        guard let rows = displayedOrders else { return "Orders: loading... (type 'advance 20')" }
        guard !rows.isEmpty else { return "Orders: none yet (fire new)" }
        var lines = ["Orders (\(rows.count))"]
        for (offset, row) in rows.enumerated() {
            lines.append("  \(offset + 1). \(row.id)  \(row.customer)  \(row.summary)  \(row.total)")
        }
        return lines.joined(separator: "\n")
    }
}
