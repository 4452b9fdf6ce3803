/// The CreateOrder scene's use case and the values that cross its boundaries.
public enum CreateOrder {
    /// Creating one order from the form.
    public enum Create {
        public struct Request: Equatable {
            public var orderFormFields: OrderFormFields
            public init(orderFormFields: OrderFormFields) { self.orderFormFields = orderFormFields }
        }

        public struct Response: Equatable {
            public var result: Result<Order, CreateOrderProblem>
            public init(result: Result<Order, CreateOrderProblem>) { self.result = result }
        }

        public struct ViewModel: Equatable {
            /// The new order's id, nil when it could not be created.
            public var createdOrderID: String?
            /// What to tell the learner.
            public var message: String
            public init(createdOrderID: String?, message: String) {
                self.createdOrderID = createdOrderID
                self.message = message
            }
        }
    }
}
