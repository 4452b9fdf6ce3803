/// The right-hand side of `let NAME = ...` in the operator playground: a source and a chain of operators.
///
/// `let a = cold "--1--2--|"` has a marble source and no operators;
/// `let b = a | map x*10 | filter x>5` refers to `a` and applies two operators.
public struct StreamDefinition: Equatable, Sendable {
    public var source: StreamSource
    public var operators: [PlayOperator]

    public init(source: StreamSource, operators: [PlayOperator] = []) {
        self.source = source
        self.operators = operators
    }

    /// Names of other playground streams this definition reads, in order of appearance.
    public var references: [String] {
        var names: [String] = []
        if case .reference(let name) = source { names.append(name) }
        for op in operators {
            for name in op.references where !names.contains(name) { names.append(name) }
        }
        return names
    }
}

/// Where a playground stream's events come from.
public enum StreamSource: Equatable, Sendable {
    /// A marble string: `cold` streams start when subscribed, `hot` ones run on the clock.
    case marble(temperature: Temperature, diagram: String)
    /// Another playground stream, by name.
    case reference(String)
}

/// Hot streams emit on the clock whoever listens; cold ones replay for each subscriber.
public enum Temperature: String, Equatable, Sendable {
    case hot, cold
}
