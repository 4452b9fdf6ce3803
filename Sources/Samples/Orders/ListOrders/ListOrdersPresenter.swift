/// What the ListOrders interactor hands its presenter.
public protocol ListOrdersPresentationLogic: AnyObject {
    func presentFetchedOrders(response: ListOrders.FetchOrders.Response)
}

/// Formats orders into rows.
public final class ListOrdersPresenter: ListOrdersPresentationLogic {
    public weak var viewController: ListOrdersDisplayLogic?

    public init() {}

    public func presentFetchedOrders(response: ListOrders.FetchOrders.Response) {
        let rows = response.orders.map { order in
            ListOrders.FetchOrders.ViewModel.DisplayedOrder(
                id: order.id,
                customer: order.customer,
                summary: "\(order.quantity) x \(order.item.rawValue)",
                total: OrderFormatting.dollars(order.totalCents))
        }
        viewController?.displayFetchedOrders(viewModel: ListOrders.FetchOrders.ViewModel(displayedOrders: rows))
    }
}
