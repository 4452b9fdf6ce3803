import Rx

// Lesson 04: DisposeBag and subscription lifetimes.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check dispose-bag`).
// Keep the names and signatures: the tests call them.

/// Shows the prices of the stocks it watches, until stopped.
public final class PriceBoard {
    /// Every price shown so far, `"SYMBOL PRICE"`, oldest first.
    public private(set) var shown: [String] = []
    private var disposeBag = DisposeBag()

    public init() {}

    /// Shows every price of `prices` as `"SYMBOL PRICE"`, until `stopAll()`.
    public func watch(_ symbol: String, prices: Observable<Int>) {
        // TODO: show every price until stopAll(); the board must not keep itself alive.
        _ = (symbol, prices)
    }

    /// Ends every watch at once. Watching again afterwards works.
    public func stopAll() {
        // TODO: end every subscription `watch` made.
    }
}

/// A screen that shows every tick, for as long as it exists.
public final class TickerScreen {
    /// `"tick N"` for every tick so far.
    public private(set) var lines: [String] = []
    private let disposeBag = DisposeBag()

    /// Starts showing `ticks`; the subscription ends when the screen is released.
    public init(ticks: Observable<Int>) {
        // TODO: show every tick for as long as the screen exists, and not one tick longer.
        _ = ticks
    }
}
