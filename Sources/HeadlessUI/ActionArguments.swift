/// Validated arguments of a user action, read by parameter name.
public struct ActionArguments: Sendable, Equatable {
    /// A converted value.
    public enum Value: Sendable, Equatable {
        case text(String)
        case integer(Int)
        case boolean(Bool)
    }

    public let values: [String: Value]

    public init(values: [String: Value] = [:]) { self.values = values }

    /// The text value of `name`, if given.
    public func text(_ name: String) -> String? {
        if case .text(let value)? = values[name] { return value }
        return nil
    }

    /// The integer value of `name`, if given.
    public func integer(_ name: String) -> Int? {
        if case .integer(let value)? = values[name] { return value }
        return nil
    }

    /// The boolean value of `name`, if given.
    public func boolean(_ name: String) -> Bool? {
        if case .boolean(let value)? = values[name] { return value }
        return nil
    }
}
