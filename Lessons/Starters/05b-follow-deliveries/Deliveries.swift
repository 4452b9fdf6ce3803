import Rx

// Drill 05b: follow every delivery, or only the latest one.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check 5b`).
// Keep the names and signatures: the tests call them.

/// `"ORDER: STATUS"` for every status of every order picked so far: picking an order starts
/// following it, and earlier orders go on being followed.
public func everyDelivery(_ picked: Observable<String>,
                          tracking: @escaping (String) -> Observable<String>) -> Observable<String> {
    // TODO: turn each picked order into its tracking stream, and keep every one of them.
    _ = (picked, tracking)
    return Observable.empty()
}

/// `"ORDER: STATUS"` for the order picked last only: picking an order stops following the
/// one before.
public func latestDelivery(_ picked: Observable<String>,
                           tracking: @escaping (String) -> Observable<String>) -> Observable<String> {
    // TODO: the same, but a new pick ends the previous tracking stream.
    _ = (picked, tracking)
    return Observable.empty()
}
