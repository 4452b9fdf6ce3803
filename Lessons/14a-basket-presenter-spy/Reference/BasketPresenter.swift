// Drill 14a: the presenter under test (the correct one). Sealed: `check` runs your tests
// against it and against seeded bugs.

/// Turns a basket into text: `"3 items"` (`"1 item"`, `"Your basket is empty"`) and the total
/// in euros with two decimals, `"€12.05"`.
public final class BasketPresenter: BasketPresentationLogic {
    public weak var viewController: BasketDisplayLogic?

    public init() {}

    public func presentBasket(_ response: BasketModels.Show.Response) {
        let count = response.itemPrices.count
        let title = switch count {
        case 0: "Your basket is empty"
        case 1: "1 item"
        default: "\(count) items"
        }
        let cents = response.itemPrices.reduce(0, +)
        let euros = cents / 100, rest = cents % 100
        let total = "€\(euros)." + (rest < 10 ? "0\(rest)" : "\(rest)")
        viewController?.displayBasket(.init(title: title, total: total))
    }
}
