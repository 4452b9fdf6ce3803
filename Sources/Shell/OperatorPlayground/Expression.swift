/// A small expression over playground values, as typed after `map`, `filter`, `scan` and friends.
///
/// Names: `x` is the incoming value, `y` the other stream's value (combineLatest, zip,
/// withLatestFrom, flatMap family), `acc` the accumulator of `scan`.
/// Parsed by `ExpressionParser`, evaluated by `evaluate(_:)` when an event flows.
public indirect enum Expression: Equatable, Sendable {
    case literal(PlayValue)
    case variable(String)
    case unary(UnaryOperator, Expression)
    case binary(BinaryOperator, Expression, Expression)

    public enum UnaryOperator: String, Sendable { case negate = "-", not = "!" }

    public enum BinaryOperator: String, Sendable, CaseIterable {
        case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case and = "&&", or = "||"
    }

    /// The names the expression reads, in first-use order; the parser checks them against
    /// what the operator provides.
    public var variables: [String] {
        switch self {
        case .literal: return []
        case .variable(let name): return [name]
        case .unary(_, let operand): return operand.variables
        case .binary(_, let lhs, let rhs):
            var names = lhs.variables
            for name in rhs.variables where !names.contains(name) { names.append(name) }
            return names
        }
    }
}
