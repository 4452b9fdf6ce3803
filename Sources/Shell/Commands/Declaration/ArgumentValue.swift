/// A parsed argument's value, typed by its declaration's shape.
public indirect enum ArgumentValue: Equatable, Sendable {
    case text(String)
    case number(Int)
    case list([String])
    case pairs([FireArgument])
    case invocation(Invocation)
    case definition(name: String, StreamDefinition)
}

/// One `key=value` argument of `fire`, in the order typed.
public struct FireArgument: Equatable, Sendable {
    public var key: String
    public var value: String
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

/// The arguments of one parsed command, by declared name. Handlers read them with the typed
/// accessors; the parser has already checked presence and shape.
public struct ParsedArguments: Equatable, Sendable {
    public var values: [String: ArgumentValue]

    public init(_ values: [String: ArgumentValue] = [:]) { self.values = values }

    public subscript(name: String) -> ArgumentValue? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// A word argument; nil when an optional one was not given.
    public func text(_ name: String) -> String? {
        if case .text(let text) = values[name] { return text }
        return nil
    }

    public func number(_ name: String) -> Int? {
        if case .number(let number) = values[name] { return number }
        return nil
    }

    /// A `.words` argument's words; empty when none were given.
    public func list(_ name: String) -> [String] {
        if case .list(let words) = values[name] { return words }
        return []
    }

    public func pairs(_ name: String) -> [FireArgument] {
        if case .pairs(let pairs) = values[name] { return pairs }
        return []
    }

    public func invocation(_ name: String) -> Invocation? {
        if case .invocation(let invocation) = values[name] { return invocation }
        return nil
    }
}

/// A parsed command line: a declared command with its checked arguments, ready to run.
///
/// Produced by `CommandParser`, run by `Session.execute(_:)`. Two invocations are equal when
/// they name the same command with the same arguments.
public struct Invocation: Equatable, Sendable {
    public let declaration: CommandDeclaration
    public var arguments: ParsedArguments

    public init(_ declaration: CommandDeclaration, _ arguments: ParsedArguments = ParsedArguments()) {
        self.declaration = declaration
        self.arguments = arguments
    }

    public var name: String { declaration.name }

    public static func == (lhs: Invocation, rhs: Invocation) -> Bool {
        lhs.name == rhs.name && lhs.arguments == rhs.arguments
    }
}
