import Rx

// Drill 10a: the chain under test (the correct one). Sealed: `check` runs your tests against
// it and against seeded bugs.

/// `"alert PRICE"` for each price at or above `threshold`, when it arrives; a price equal to
/// the one alerted last is not alerted again. Completes, or fails, when `prices` does.
public func priceAlerts(_ prices: Observable<Int>, threshold: Int) -> Observable<String> {
    prices
        .filter { $0 > threshold }
        .distinctUntilChanged()
        .map { "alert \($0)" }
}
