extension Expression: CustomStringConvertible {
    /// The expression as a learner would type it, with parentheses only where needed.
    public var description: String {
        switch self {
        case .literal(let value):
            if case .text(let text) = value { return "\"\(text)\"" }
            return value.description
        case .variable(let name): return name
        case .unary(let op, let operand): return op.rawValue + Self.wrap(operand, above: 6)
        case .binary(let op, let lhs, let rhs):
            let level = Self.precedence(op)
            return Self.wrap(lhs, above: level - 1) + op.rawValue + Self.wrap(rhs, above: level)
        }
    }

    private static func precedence(_ op: BinaryOperator) -> Int {
        switch op {
        case .or: return 1
        case .and: return 2
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: return 3
        case .add, .subtract: return 4
        case .multiply, .divide, .remainder: return 5
        }
    }

    /// Parenthesizes `expression` unless it binds tighter than `level`.
    private static func wrap(_ expression: Expression, above level: Int) -> String {
        if case .binary(let op, _, _) = expression, precedence(op) <= level { return "(\(expression))" }
        return expression.description
    }
}
