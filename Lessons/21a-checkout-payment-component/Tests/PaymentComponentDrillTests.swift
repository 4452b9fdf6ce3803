@testable import CheckoutPayment
import RIBs
import XCTest

/// Drill 21a's checks. Do not edit: `check` compares this file with the shipped copy.
final class PaymentComponentDrillTests: XCTestCase {
    private final class Store: EmptyComponent, CheckoutDependency {
        let storeCurrency: String
        let merchantName: String
        init(currency: String, merchant: String) {
            storeCurrency = currency
            merchantName = merchant
            super.init()
        }
    }

    private func checkout(currency: String = "EUR", merchant: String = "Corner Books") -> CheckoutComponent {
        CheckoutComponent(dependency: Store(currency: currency, merchant: merchant))
    }

    func testPayment_GetsTheStoresCurrencyThroughCheckout() {
        for currency in ["EUR", "JPY"] {
            let payment = PaymentBuilder(dependency: checkout(currency: currency)).build()
            XCTAssertEqual(payment.currency, currency, "Checkout's component should pass on the store's currency")
        }
    }

    func testPayment_ServiceIsForTheStoresMerchant() {
        let payment = PaymentBuilder(dependency: checkout(merchant: "Bakery Ono")).build()
        XCTAssertEqual(payment.service.merchant, "Bakery Ono")
    }

    func testPayments_OfOneCheckoutShareOneService() {
        let builder = PaymentBuilder(dependency: checkout())
        XCTAssertTrue(builder.build().service === builder.build().service,
                      "every Payment of one Checkout should get the same service: use `shared { }`")
    }

    func testPayments_OfTwoCheckoutsHaveTheirOwnService() {
        let first = PaymentBuilder(dependency: checkout()).build(), second = PaymentBuilder(dependency: checkout()).build()
        XCTAssertFalse(first.service === second.service, "`shared` keeps one instance per component, not one for the app")
    }
}
