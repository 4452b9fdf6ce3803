import RIBs

// Drill 21a: what Checkout's component provides to its child, Payment.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check 21a`).
// Keep the names and signatures: the tests call them.

extension CheckoutComponent: PaymentDependency {
    /// The store's currency, from what the app gave Checkout.
    var currency: String {
        // TODO: Checkout's component reads it from its own dependency.
        ""
    }

    /// One service per Checkout, for the store's merchant, shared by every Payment it builds.
    var paymentService: PaymentService {
        // TODO: one instance per component, however often it is asked for.
        PaymentService(merchant: "")
    }
}

// MARK: - Payment's units and Checkout's component (complete: read them, do not change them)

/// Takes payments for one merchant.
final class PaymentService {
    let merchant: String
    init(merchant: String) { self.merchant = merchant }
}

/// What Payment needs from its parent.
protocol PaymentDependency: Dependency {
    var currency: String { get }
    var paymentService: PaymentService { get }
}

final class PaymentComponent: Component<PaymentDependency> {}

final class PaymentInteractor: Interactor {
    let currency: String
    let service: PaymentService

    init(currency: String, service: PaymentService) {
        self.currency = currency
        self.service = service
        super.init()
    }
}

/// Builds Payment from what its parent's component provides.
final class PaymentBuilder: Builder<PaymentDependency> {
    func build() -> PaymentInteractor {
        let component = PaymentComponent(dependency: dependency)
        return PaymentInteractor(currency: component.dependency.currency, service: component.dependency.paymentService)
    }
}

/// What the app gives Checkout.
protocol CheckoutDependency: Dependency {
    var storeCurrency: String { get }
    var merchantName: String { get }
}

/// Checkout's component: what Checkout provides to its children.
final class CheckoutComponent: Component<CheckoutDependency> {}
