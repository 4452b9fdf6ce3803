import CleanSwift

// Traced proxies for the CreateOrder boundaries; see ListOrdersTracing.swift.

final class TracedCreateOrderInteractor: TracedBoundary<any CreateOrderBusinessLogic>, CreateOrderBusinessLogic {
    func createOrder(request: CreateOrder.Create.Request) {
        forward(request.orderFormFields) { $0.createOrder(request: request) }
    }
}

final class TracedCreateOrderPresenter: TracedBoundary<any CreateOrderPresentationLogic>, CreateOrderPresentationLogic {
    func presentCreatedOrder(response: CreateOrder.Create.Response) {
        forward(response.result) { $0.presentCreatedOrder(response: response) }
    }
}

final class TracedCreateOrderDisplay: TracedBoundary<any CreateOrderDisplayLogic>, CreateOrderDisplayLogic {
    func displayCreatedOrder(viewModel: CreateOrder.Create.ViewModel) {
        forward(viewModel.message) { $0.displayCreatedOrder(viewModel: viewModel) }
    }
}

final class TracedCreateOrderRouter: TracedBoundary<any CreateOrderRoutingLogic & CreateOrderDataPassing>, CreateOrderRoutingLogic, CreateOrderDataPassing {
    var dataStore: CreateOrderDataStore? { target?.dataStore }

    func routeToListOrders() {
        forward(target?.dataStore?.createdOrder as Any) { $0.routeToListOrders() }
    }
}
