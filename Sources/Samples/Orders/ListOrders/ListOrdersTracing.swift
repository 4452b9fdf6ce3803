import CleanSwift

// Traced proxies for the ListOrders boundaries: one line per protocol method. The
// configurator puts them between the real objects when the scene is traced.

final class TracedListOrdersInteractor: TracedBoundary<any ListOrdersBusinessLogic>, ListOrdersBusinessLogic {
    func fetchOrders(request: ListOrders.FetchOrders.Request) {
        forward(request) { $0.fetchOrders(request: request) }
    }
}

final class TracedListOrdersPresenter: TracedBoundary<any ListOrdersPresentationLogic>, ListOrdersPresentationLogic {
    func presentFetchedOrders(response: ListOrders.FetchOrders.Response) {
        forward(response) { $0.presentFetchedOrders(response: response) }
    }
}

final class TracedListOrdersDisplay: TracedBoundary<any ListOrdersDisplayLogic>, ListOrdersDisplayLogic {
    func displayFetchedOrders(viewModel: ListOrders.FetchOrders.ViewModel) {
        forward(viewModel) { $0.displayFetchedOrders(viewModel: viewModel) }
    }
}

final class TracedListOrdersRouter: TracedBoundary<any ListOrdersRoutingLogic & ListOrdersDataPassing>, ListOrdersRoutingLogic, ListOrdersDataPassing {
    var dataStore: ListOrdersDataStore? { target?.dataStore }

    func routeToShowOrder() {
        forward(()) { $0.routeToShowOrder() }
    }

    func routeToCreateOrder() {
        forward(()) { $0.routeToCreateOrder() }
    }
}
