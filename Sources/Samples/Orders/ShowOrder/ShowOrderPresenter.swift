/// What the ShowOrder interactor hands its presenter.
public protocol ShowOrderPresentationLogic: AnyObject {
    func presentOrder(response: ShowOrder.GetOrder.Response)
}

/// Formats one order.
public final class ShowOrderPresenter: ShowOrderPresentationLogic {
    public weak var viewController: ShowOrderDisplayLogic?

    public init() {}

    public func presentOrder(response: ShowOrder.GetOrder.Response) {
        let displayed = response.order.map { order in
            ShowOrder.GetOrder.ViewModel.DisplayedOrder(
                id: order.id,
                customer: order.customer,
                line: "\(order.quantity) x \(order.item.rawValue) at \(OrderFormatting.dollars(order.item.priceCents))",
                total: OrderFormatting.dollars(order.totalCents))
        }
        viewController?.displayOrder(viewModel: ShowOrder.GetOrder.ViewModel(displayedOrder: displayed))
    }
}
