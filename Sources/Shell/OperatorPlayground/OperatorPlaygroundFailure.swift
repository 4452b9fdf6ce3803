/// The error a playground stream fails with: a `#` in a marble diagram, or an expression
/// that could not be computed (division by zero, mixed kinds).
public struct OperatorPlaygroundFailure: Error, Equatable, Sendable, CustomStringConvertible {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
