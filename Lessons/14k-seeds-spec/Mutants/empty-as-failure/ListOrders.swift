// Drill 14k: the ListOrders scene's presenter. Sealed: `check` runs your tests against this code.

public struct Order: Equatable, Sendable {
    public var id: String
    public var customer: String
    public var totalCents: Int

    public init(id: String, customer: String, totalCents: Int) {
        self.id = id
        self.customer = customer
        self.totalCents = totalCents
    }
}

public enum FetchOrdersError: Error, Equatable {
    case offline
}

public enum ListOrders {
    public enum FetchOrders {
        public struct Response {
            public var result: Result<[Order], FetchOrdersError>
            public init(result: Result<[Order], FetchOrdersError>) { self.result = result }
        }

        public struct ViewModel: Equatable {
            public struct DisplayedOrder: Equatable {
                public var id: String
                public var customer: String
                public var total: String
                public init(id: String, customer: String, total: String) {
                    self.id = id
                    self.customer = customer
                    self.total = total
                }
            }

            public enum Content: Equatable {
                case rows([DisplayedOrder])
                case message(String)
            }

            public var content: Content
            public init(content: Content) { self.content = content }
        }
    }
}

public protocol ListOrdersDisplayLogic: AnyObject {
    func displayFetchedOrders(viewModel: ListOrders.FetchOrders.ViewModel)
}

public protocol ListOrdersPresentationLogic {
    func presentFetchedOrders(response: ListOrders.FetchOrders.Response)
}

/// Turns fetched orders into rows (`"$12.50"` for 1250 cents), in the order given; no
/// orders into the message "No orders yet"; a failure into "Could not load your orders".
public final class ListOrdersPresenter: ListOrdersPresentationLogic {
    public weak var viewController: ListOrdersDisplayLogic?

    public init() {}

    public func presentFetchedOrders(response: ListOrders.FetchOrders.Response) {
        let content: ListOrders.FetchOrders.ViewModel.Content
        switch response.result {
        case .success(let orders) where orders.isEmpty:
            content = .message("Could not load your orders")
        case .success(let orders):
            content = .rows(orders.map { .init(id: $0.id, customer: $0.customer, total: Self.dollars($0.totalCents)) })
        case .failure:
            content = .message("Could not load your orders")
        }
        viewController?.displayFetchedOrders(viewModel: .init(content: content))
    }

    private static func dollars(_ cents: Int) -> String {
        let remainder = cents % 100
        return "$\(cents / 100).\(remainder < 10 ? "0" : "")\(remainder)"
    }
}
