/// An order in the store, as the Orders scenes pass it around.
public struct Order: Sendable, Equatable {
    public let id: String
    public let customer: String
    public let item: OrderItem
    public let quantity: Int

    public init(id: String, customer: String, item: OrderItem, quantity: Int) {
        self.id = id
        self.customer = customer
        self.item = item
        self.quantity = quantity
    }

    /// Quantity times the item's price, in cents.
    public var totalCents: Int { quantity * item.priceCents }
}

/// What can be ordered, with its price.
public enum OrderItem: String, Sendable, CaseIterable {
    case coffee, tea, cake

    /// The unit price in cents.
    public var priceCents: Int {
        switch self {
        case .coffee: return 350
        case .tea: return 300
        case .cake: return 450
        }
    }
}

/// What a learner fills in to create an order (CleanStore's `OrderFormFields`).
public struct OrderFormFields: Sendable, Equatable {
    public var customer: String
    public var item: OrderItem
    public var quantity: Int

    public init(customer: String, item: OrderItem, quantity: Int) {
        self.customer = customer
        self.item = item
        self.quantity = quantity
    }
}
