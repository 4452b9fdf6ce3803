extension StreamDefinition: CustomStringConvertible {
    /// The definition as typed after `let NAME =`, for captions and `streams`.
    public var description: String {
        var parts: [String]
        switch source {
        case .reference(let name): parts = [name]
        case .marble(let temperature, let diagram): parts = ["\(temperature.rawValue) \"\(diagram)\""]
        }
        parts += operators.map(\.description)
        return parts.joined(separator: " | ")
    }
}

extension PlayOperator: CustomStringConvertible {
    /// The operator as it runs, its combining expression always shown (the default `x+y`
    /// included), so what is echoed is what was typed or what was filled in.
    public var description: String {
        func combine(_ name: String, _ stream: String, _ expression: Expression) -> String {
            "\(name) \(stream) \(expression)"
        }
        switch self {
        case .map(let e): return "map \(e)"
        case .filter(let e): return "filter \(e)"
        case .scan(let seed, let e): return "scan \(seed) \(e)"
        case .debounce(let ticks): return "debounce \(ticks)"
        case .throttle(let ticks, let latest): return latest ? "throttle \(ticks)" : "throttle \(ticks) latest=false"
        case .delay(let ticks): return "delay \(ticks)"
        case .take(let count): return "take \(count)"
        case .skip(let count): return "skip \(count)"
        case .distinctUntilChanged: return "distinctUntilChanged"
        case .observeOn: return "observeOn"
        case .subscribeOn: return "subscribeOn"
        case .startWith(let values): return "startWith " + values.map(\.description).joined(separator: " ")
        case .merge(let names): return "merge " + names.joined(separator: " ")
        case .concat(let names): return "concat " + names.joined(separator: " ")
        case .combineLatest(let s, let e): return combine("combineLatest", s, e)
        case .withLatestFrom(let s, let e): return combine("withLatestFrom", s, e)
        case .zip(let s, let e): return combine("zip", s, e)
        case .flatMap(let s, let e): return combine("flatMap", s, e)
        case .flatMapLatest(let s, let e): return combine("flatMapLatest", s, e)
        case .concatMap(let s, let e): return combine("concatMap", s, e)
        case .share(let replay): return replay == 0 ? "share" : "share replay=\(replay)"
        }
    }
}
