import Rx

// Drill 08k: Infallible and withUnretained. Reference solution.

/// A screen's thermometer: it shows each reading of a feed that may fail.
public final class Thermometer {
    /// What the thermometer has shown, oldest first.
    public private(set) var shown: [String] = []

    public init() {}

    /// The feed as text that can never fail: each reading as `"\(value)\(unit)"`; when the
    /// feed fails, `"--"` once, then the end.
    public static func readings(_ feed: Observable<Int>, unit: String) -> Infallible<String> {
        feed
            .map { "\($0)\(unit)" }
            .asInfallible(onErrorJustReturn: "--")
    }

    /// Shows every reading of `feed` (in `unit`) by appending it to `shown`, without keeping
    /// the thermometer alive: once it is released, the subscription does nothing.
    public func watch(_ feed: Observable<Int>, unit: String) -> Disposable {
        Self.readings(feed, unit: unit)
            .withUnretained(self)
            .subscribe(onNext: { thermometer, text in thermometer.shown.append(text) })
    }
}
