/// What the CreateOrder interactor hands its presenter.
public protocol CreateOrderPresentationLogic: AnyObject {
    func presentCreatedOrder(response: CreateOrder.Create.Response)
}

/// Turns the result into the message the form shows.
public final class CreateOrderPresenter: CreateOrderPresentationLogic {
    public weak var viewController: CreateOrderDisplayLogic?

    public init() {}

    public func presentCreatedOrder(response: CreateOrder.Create.Response) {
        let viewModel: CreateOrder.Create.ViewModel
        switch response.result {
        case .success(let order):
            viewModel = .init(createdOrderID: order.id, message: "Created \(order.id) for \(order.customer): \(OrderFormatting.dollars(order.totalCents)).")
        case .failure(let problem):
            viewModel = .init(createdOrderID: nil, message: problem.description)
        }
        viewController?.displayCreatedOrder(viewModel: viewModel)
    }
}
