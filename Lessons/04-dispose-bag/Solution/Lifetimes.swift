import Rx

// Lesson 04: DisposeBag and subscription lifetimes. Reference solution.

/// Shows the prices of the stocks it watches, until stopped.
public final class PriceBoard {
    /// Every price shown so far, `"SYMBOL PRICE"`, oldest first.
    public private(set) var shown: [String] = []
    private var disposeBag = DisposeBag()

    public init() {}

    /// Shows every price of `prices` as `"SYMBOL PRICE"`, until `stopAll()`.
    public func watch(_ symbol: String, prices: Observable<Int>) {
        prices
            .subscribe(onNext: { [weak self] price in self?.shown.append("\(symbol) \(price)") })
            .disposed(by: disposeBag)
    }

    /// Ends every watch at once. Watching again afterwards works.
    public func stopAll() {
        disposeBag = DisposeBag()
    }
}

/// A screen that shows every tick, for as long as it exists.
public final class TickerScreen {
    /// `"tick N"` for every tick so far.
    public private(set) var lines: [String] = []
    private let disposeBag = DisposeBag()

    /// Starts showing `ticks`; the subscription ends when the screen is released.
    public init(ticks: Observable<Int>) {
        ticks
            .subscribe(onNext: { [weak self] tick in self?.lines.append("tick \(tick)") })
            .disposed(by: disposeBag)
    }
}
