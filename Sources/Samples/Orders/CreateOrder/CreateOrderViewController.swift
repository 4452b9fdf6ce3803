import CleanSwift
import HeadlessUI

/// What the CreateOrder presenter hands its view.
public protocol CreateOrderDisplayLogic: AnyObject {
    func displayCreatedOrder(viewModel: CreateOrder.Create.ViewModel)
}

/// The new-order form, headless: `create customer=... item=... quantity=...`. On success it
/// routes back to the list, which receives the order through its data store.
public final class CreateOrderViewController: CreateOrderDisplayLogic, HeadlessNavigable {
    public var interactor: CreateOrderBusinessLogic?
    public var router: (CreateOrderRoutingLogic & CreateOrderDataPassing)?
    public weak var navigationController: HeadlessNavigationController?

    /// The last message shown under the form.
    public private(set) var message: String?

    public init() {}

    public func displayCreatedOrder(viewModel: CreateOrder.Create.ViewModel) {
        message = viewModel.message
        if viewModel.createdOrderID != nil {
            router?.routeToListOrders()
        }
    }
}

extension CreateOrderViewController: HeadlessView {
    public var viewName: String { "CreateOrder" }

    public var userActions: [UserAction] {
        [UserAction("create", summary: "submit the form", parameters: [
            ActionParameter("customer", .text, summary: "who orders"),
            ActionParameter("item", .choice(OrderItem.allCases.map(\.rawValue)), required: false, default: OrderItem.coffee.rawValue),
            ActionParameter("quantity", .integer(1...20), required: false, default: "1"),
        ], aliases: ["createOrder"])]
    }

    public func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) {
        guard action == "create" else { throw .unknownAction(name: action, available: userActions.map(\.name)) }
        guard let customer = arguments.text("customer") else { throw .missingParameter(action: action, parameter: "customer=<text>") }
        let itemName = arguments.text("item") ?? OrderItem.coffee.rawValue
        guard let item = OrderItem(rawValue: itemName) else {
            throw .invalidValue(action: action, parameter: "item", value: itemName, expected: "item=<coffee|tea|cake>")
        }
        let fields = OrderFormFields(customer: customer, item: item, quantity: arguments.integer("quantity") ?? 1)
        message = "Sending... (type 'advance 20')"
        interactor?.createOrder(request: CreateOrder.Create.Request(orderFormFields: fields))
    }

    public func render() -> String {
        var lines = ["New order: fire create customer=<name> item=<coffee|tea|cake> quantity=<1...20>"]
        if let message { lines.append("  " + message) }
        return lines.joined(separator: "\n")
    }
}
