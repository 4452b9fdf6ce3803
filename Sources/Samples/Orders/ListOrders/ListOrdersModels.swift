/// The ListOrders scene's use cases and the values that cross its boundaries.
public enum ListOrders {
    /// Loading the list of orders.
    public enum FetchOrders {
        public struct Request: Equatable {
            public init() {}
        }

        public struct Response: Equatable {
            public var orders: [Order]
            public init(orders: [Order]) { self.orders = orders }
        }

        public struct ViewModel: Equatable {
            /// One row of the list, formatted for display.
            public struct DisplayedOrder: Equatable {
                public var id: String
                public var customer: String
                /// `2 x coffee`.
                public var summary: String
                /// `$7.00`.
                public var total: String

                public init(id: String, customer: String, summary: String, total: String) {
                    self.id = id
                    self.customer = customer
                    self.summary = summary
                    self.total = total
                }
            }

            public var displayedOrders: [DisplayedOrder]
            public init(displayedOrders: [DisplayedOrder]) { self.displayedOrders = displayedOrders }
        }
    }
}

extension ListOrders.FetchOrders.Response: CustomStringConvertible {
    public var description: String { "Response(\(orders.count) orders)" }
}

extension ListOrders.FetchOrders.ViewModel: CustomStringConvertible {
    public var description: String { "ViewModel(\(displayedOrders.count) rows)" }
}
