import Rx

// Drill 05b: follow every delivery, or only the latest one. Reference solution.

/// `"ORDER: STATUS"` for every status of every order picked so far: picking an order starts
/// following it, and earlier orders go on being followed.
public func everyDelivery(_ picked: Observable<String>,
                          tracking: @escaping (String) -> Observable<String>) -> Observable<String> {
    picked.flatMap { order in tracking(order).map { "\(order): \($0)" } }
}

/// `"ORDER: STATUS"` for the order picked last only: picking an order stops following the
/// one before.
public func latestDelivery(_ picked: Observable<String>,
                           tracking: @escaping (String) -> Observable<String>) -> Observable<String> {
    picked.flatMapLatest { order in tracking(order).map { "\(order): \($0)" } }
}
