/// Why an order could not be created, in words for the learner.
public enum CreateOrderProblem: Error, Equatable, CustomStringConvertible {
    case missingCustomer
    case quantityOutOfRange(Int)

    public var description: String {
        switch self {
        case .missingCustomer:
            return "Write the customer's name: fire create customer=Ann item=tea quantity=2"
        case .quantityOutOfRange(let quantity):
            return "\(quantity) is not a quantity we sell; pick 1 to 20."
        }
    }
}
