import Rx

// Drill 08k: Infallible and withUnretained.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check infallible-unretained`).
// Keep the names and signatures: the tests call them.

/// A screen's thermometer: it shows each reading of a feed that may fail.
public final class Thermometer {
    /// What the thermometer has shown, oldest first.
    public private(set) var shown: [String] = []

    public init() {}

    /// The feed as text that can never fail: each reading as `"\(value)\(unit)"`; when the
    /// feed fails, `"--"` once, then the end.
    public static func readings(_ feed: Observable<Int>, unit: String) -> Infallible<String> {
        // TODO: word each reading with its unit, and turn a failure into "--" and the end.
        return Infallible.empty()
    }

    /// Shows every reading of `feed` (in `unit`) by appending it to `shown`, without keeping
    /// the thermometer alive: once it is released, the subscription does nothing.
    public func watch(_ feed: Observable<Int>, unit: String) -> Disposable {
        // TODO: subscribe to the readings; hand the thermometer to the closure without retaining it.
        return Disposables.create()
    }
}
