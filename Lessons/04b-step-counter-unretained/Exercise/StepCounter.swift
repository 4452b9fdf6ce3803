import Rx

// Drill 04b: withUnretained, a subscription that ends with its owner.
// Fill in the `// TODO`, then type `check` in archlab (or run `archlab check 4b`).
// Keep the names and signatures: the tests call them.

/// Adds up the steps it follows, for as long as it exists.
public final class StepCounter {
    public private(set) var total = 0

    public init() {}

    /// Adds every count of `steps` to `total`. The subscription keeps no counter alive, and
    /// ends at the first count that arrives once the counter is gone.
    public func follow(_ steps: Observable<Int>) {
        // TODO: pair each count with the counter, without keeping the counter alive, and add it.
        _ = steps
    }
}
