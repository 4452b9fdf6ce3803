/// Why an expression could not produce a value; the playground turns it into a stream error.
public struct EvaluationError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

extension Expression {
    /// Computes the value for one event; called by the playground's operators on the virtual clock.
    ///
    /// `+` adds numbers and joins anything else as text (`"a" + 1` is `a1`), so mixed
    /// marbles stay readable. Division by zero and overflow are errors, which the
    /// operator emits as the stream's `error` event, exactly like a throwing closure in Rx.
    public func evaluate(_ bindings: [String: PlayValue]) throws(EvaluationError) -> PlayValue {
        switch self {
        case .literal(let value):
            return value
        case .variable(let name):
            guard let value = bindings[name] else { throw EvaluationError("'\(name)' has no value here") }
            return value
        case .unary(let op, let operand):
            let value = try operand.evaluate(bindings)
            switch (op, value) {
            case (.negate, .number(let number)):
                let (result, overflow) = Int(0).subtractingReportingOverflow(number)
                if overflow { throw EvaluationError("number too large") }
                return .number(result)
            case (.not, .truth(let truth)): return .truth(!truth)
            case (.negate, _): throw EvaluationError("cannot negate \(value.kindName)")
            case (.not, _): throw EvaluationError("'!' needs true/false, got \(value.kindName)")
            }
        case .binary(let op, let lhs, let rhs):
            let left = try lhs.evaluate(bindings)
            if op == .and || op == .or {
                guard case .truth(let leftTruth) = left else { throw EvaluationError("'\(op.rawValue)' needs true/false") }
                if op == .and && !leftTruth { return .truth(false) }
                if op == .or && leftTruth { return .truth(true) }
                let right = try rhs.evaluate(bindings)
                guard case .truth(let rightTruth) = right else { throw EvaluationError("'\(op.rawValue)' needs true/false") }
                return .truth(rightTruth)
            }
            return try Self.apply(op, left, try rhs.evaluate(bindings))
        }
    }

    private static func apply(_ op: BinaryOperator, _ left: PlayValue, _ right: PlayValue) throws(EvaluationError) -> PlayValue {
        switch op {
        case .equal: return .truth(left == right)
        case .notEqual: return .truth(left != right)
        default: break
        }
        if case .number(let a) = left, case .number(let b) = right {
            return try arithmetic(op, a, b)
        }
        switch op {
        case .add:
            return .text(left.description + right.description)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard case .text(let a) = left, case .text(let b) = right else {
                throw EvaluationError("cannot compare \(left.kindName) with \(right.kindName)")
            }
            switch op {
            case .less: return .truth(a < b)
            case .lessOrEqual: return .truth(a <= b)
            case .greater: return .truth(a > b)
            default: return .truth(a >= b)
            }
        default:
            throw EvaluationError("'\(op.rawValue)' needs numbers, got \(left.kindName) and \(right.kindName)")
        }
    }

    private static func arithmetic(_ op: BinaryOperator, _ a: Int, _ b: Int) throws(EvaluationError) -> PlayValue {
        let result: (partialValue: Int, overflow: Bool)
        switch op {
        case .add: result = a.addingReportingOverflow(b)
        case .subtract: result = a.subtractingReportingOverflow(b)
        case .multiply: result = a.multipliedReportingOverflow(by: b)
        case .divide, .remainder:
            if b == 0 { throw EvaluationError("division by zero") }
            result = op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
        case .less: return .truth(a < b)
        case .lessOrEqual: return .truth(a <= b)
        case .greater: return .truth(a > b)
        case .greaterOrEqual: return .truth(a >= b)
        case .equal, .notEqual, .and, .or: return .truth(false) // handled by the caller
        }
        if result.overflow { throw EvaluationError("number too large") }
        return .number(result.partialValue)
    }
}
