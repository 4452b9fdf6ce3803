import CleanSwift

// Traced proxies for the ShowOrder boundaries; see ListOrdersTracing.swift.

final class TracedShowOrderInteractor: TracedBoundary<any ShowOrderBusinessLogic>, ShowOrderBusinessLogic {
    func getOrder(request: ShowOrder.GetOrder.Request) {
        forward(request) { $0.getOrder(request: request) }
    }
}

final class TracedShowOrderPresenter: TracedBoundary<any ShowOrderPresentationLogic>, ShowOrderPresentationLogic {
    func presentOrder(response: ShowOrder.GetOrder.Response) {
        forward(response.order as Any) { $0.presentOrder(response: response) }
    }
}

final class TracedShowOrderDisplay: TracedBoundary<any ShowOrderDisplayLogic>, ShowOrderDisplayLogic {
    func displayOrder(viewModel: ShowOrder.GetOrder.ViewModel) {
        forward(viewModel.displayedOrder?.id ?? "no order") { $0.displayOrder(viewModel: viewModel) }
    }
}
