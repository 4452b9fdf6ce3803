/// The ShowOrder scene's use case and the values that cross its boundaries.
public enum ShowOrder {
    /// Showing the order the list passed in.
    public enum GetOrder {
        public struct Request: Equatable {
            public init() {}
        }

        public struct Response: Equatable {
            /// Nil when the scene was shown without an order (a routing bug to see, not hide).
            public var order: Order?
            public init(order: Order?) { self.order = order }
        }

        public struct ViewModel: Equatable {
            /// The order's lines as shown.
            public struct DisplayedOrder: Equatable {
                public var id: String
                public var customer: String
                /// `2 x coffee at $3.50`.
                public var line: String
                public var total: String

                public init(id: String, customer: String, line: String, total: String) {
                    self.id = id
                    self.customer = customer
                    self.line = line
                    self.total = total
                }
            }

            public var displayedOrder: DisplayedOrder?
            public init(displayedOrder: DisplayedOrder?) { self.displayedOrder = displayedOrder }
        }
    }
}
