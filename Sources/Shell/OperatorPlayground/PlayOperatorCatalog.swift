/// The playground's operators: name, how to call it, and what it does, for `help let`,
/// completion and "did you mean" on a mistyped operator.
public struct PlayOperatorSpec: Sendable {
    public var name: String
    public var usage: String
    public var summary: String
}

public enum PlayOperatorCatalog {
    /// Every operator, in the order `help let` lists them.
    public static let all: [PlayOperatorSpec] = [
        .init(name: "map", usage: "map EXPR", summary: "transform each value: map x*10"),
        .init(name: "filter", usage: "filter EXPR", summary: "keep values where EXPR is true: filter x>2"),
        .init(name: "scan", usage: "scan SEED EXPR", summary: "running total with acc: scan 0 acc+x"),
        .init(name: "debounce", usage: "debounce TICKS", summary: "emit after TICKS of quiet: debounce 20"),
        .init(name: "throttle", usage: "throttle TICKS [latest=false]", summary: "at most one value per TICKS: throttle 30"),
        .init(name: "delay", usage: "delay TICKS", summary: "shift every event later: delay 20"),
        .init(name: "take", usage: "take COUNT", summary: "first COUNT values, then complete: take 2"),
        .init(name: "skip", usage: "skip COUNT", summary: "drop the first COUNT values: skip 1"),
        .init(name: "distinctUntilChanged", usage: "distinctUntilChanged", summary: "drop repeats of the previous value"),
        .init(name: "observeOn", usage: "observeOn", summary: "observe(on:) the clock's scheduler: each event one tick later"),
        .init(name: "subscribeOn", usage: "subscribeOn", summary: "subscribe(on:) the clock's scheduler: a cold source starts one tick later"),
        .init(name: "startWith", usage: "startWith VALUE...", summary: "emit VALUEs first: startWith 0"),
        .init(name: "merge", usage: "merge STREAM...", summary: "interleave with other streams: merge b"),
        .init(name: "concat", usage: "concat STREAM...", summary: "then subscribe the next stream when this completes: concat b"),
        .init(name: "combineLatest", usage: "combineLatest STREAM [EXPR]", summary: "latest of both on every value (x, y): combineLatest b x+y"),
        .init(name: "withLatestFrom", usage: "withLatestFrom STREAM [EXPR]", summary: "on each x take y's latest: withLatestFrom b"),
        .init(name: "zip", usage: "zip STREAM [EXPR]", summary: "pair values by position: zip b x+y"),
        .init(name: "flatMap", usage: "flatMap STREAM [EXPR]", summary: "for each x subscribe STREAM; all inners run: flatMap c"),
        .init(name: "flatMapLatest", usage: "flatMapLatest STREAM [EXPR]", summary: "like flatMap, but a new x cancels the previous inner"),
        .init(name: "concatMap", usage: "concatMap STREAM [EXPR]", summary: "like flatMap, but inners run one after another"),
        .init(name: "share", usage: "share [replay=N]", summary: "one subscription, shared; replay=N: a late one gets the last N"),
    ]

    public static func spec(named name: String) -> PlayOperatorSpec? {
        all.first { $0.name == name }
    }
}
