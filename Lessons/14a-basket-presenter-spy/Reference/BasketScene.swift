// Drill 14a: a basket scene's models and protocols. Sealed.

public enum BasketModels {
    public enum Show {
        /// The basket as the interactor found it: a price in cents per item.
        public struct Response {
            public var itemPrices: [Int]
            public init(itemPrices: [Int]) { self.itemPrices = itemPrices }
        }

        /// What the view shows: ready-made text.
        public struct ViewModel: Equatable {
            public var title: String
            public var total: String
            public init(title: String, total: String) {
                self.title = title
                self.total = total
            }
        }
    }
}

/// What the presenter tells the view controller.
public protocol BasketDisplayLogic: AnyObject {
    func displayBasket(_ viewModel: BasketModels.Show.ViewModel)
}

/// What the interactor tells the presenter.
public protocol BasketPresentationLogic: AnyObject {
    func presentBasket(_ response: BasketModels.Show.Response)
}
