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
    public var description: String {
        let xy = Expression.binary(.add, .variable("x"), .variable("y"))
        func combine(_ name: String, _ stream: String, _ expression: Expression, default fallback: Expression) -> String {
            expression == fallback ? "\(name) \(stream)" : "\(name) \(stream) \(expression)"
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
        case .startWith(let values): return "startWith " + values.map(\.description).joined(separator: " ")
        case .merge(let names): return "merge " + names.joined(separator: " ")
        case .concat(let names): return "concat " + names.joined(separator: " ")
        case .combineLatest(let s, let e): return combine("combineLatest", s, e, default: xy)
        case .withLatestFrom(let s, let e): return combine("withLatestFrom", s, e, default: .variable("y"))
        case .zip(let s, let e): return combine("zip", s, e, default: xy)
        case .flatMap(let s, let e): return combine("flatMap", s, e, default: xy)
        case .flatMapLatest(let s, let e): return combine("flatMapLatest", s, e, default: xy)
        case .concatMap(let s, let e): return combine("concatMap", s, e, default: xy)
        case .share: return "share"
        }
    }
}
