/// One operator in a playground pipeline, with its arguments already checked.
///
/// Durations are virtual-time ticks. Operators that take a second stream name it; their
/// optional expression combines `x` (this stream) and `y` (the other one).
public enum PlayOperator: Equatable, Sendable {
    case map(Expression)
    case filter(Expression)
    case scan(seed: PlayValue, Expression)
    case debounce(Int)
    case throttle(Int, latest: Bool)
    case delay(Int)
    case take(Int)
    case skip(Int)
    case distinctUntilChanged
    /// `observe(on:)` the clock's scheduler: each event is delivered one tick later.
    case observeOn
    /// `subscribe(on:)` the clock's scheduler: the subscription (and the disposal) happen one
    /// tick later, so a cold source starts a tick late.
    case subscribeOn
    case startWith([PlayValue])
    case merge([String])
    case concat([String])
    case combineLatest(String, Expression)
    case withLatestFrom(String, Expression)
    case zip(String, Expression)
    case flatMap(String, Expression)
    case flatMapLatest(String, Expression)
    case concatMap(String, Expression)
    /// `share`, or `share replay=N`: one subscription, the last N values replayed to a late subscriber.
    case share(replay: Int)

    /// Names of the other streams this operator reads.
    public var references: [String] {
        switch self {
        case .merge(let names), .concat(let names): return names
        case .combineLatest(let name, _), .withLatestFrom(let name, _), .zip(let name, _),
             .flatMap(let name, _), .flatMapLatest(let name, _), .concatMap(let name, _):
            return [name]
        default: return []
        }
    }
}
