/// A subcommand's arguments once parsed against its declaration: option values and flags by
/// option name (aliases resolved), positional words by their declared name. The runner reads
/// them with the typed accessors; the parser has already checked them.
public struct SubcommandArguments: Equatable, Sendable {
    public var values: [String: String]
    public var flags: Set<String>
    public var words: [String: [String]]

    public init(values: [String: String] = [:], flags: Set<String> = [], words: [String: [String]] = [:]) {
        self.values = values
        self.flags = flags
        self.words = words
    }

    /// `--format`'s value, nil when not given.
    public func value(_ option: String) -> String? { values[option] }

    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// A one-word positional, nil when an optional one was not given.
    public func word(_ name: String) -> String? { words[name]?.first }

    /// A many-words positional's words; empty when none were given.
    public func list(_ name: String) -> [String] { words[name] ?? [] }
}

/// A parsed `archlab` subcommand, ready to run: the declaration and its checked arguments.
/// Produced by `LaunchOptions.parse`; two are equal when they name the same subcommand with
/// the same arguments.
public struct SubcommandInvocation: Equatable, Sendable {
    public let declaration: SubcommandDeclaration
    public let arguments: SubcommandArguments

    public var name: String { declaration.name }

    public func run(_ context: SubcommandContext) -> Int32 { declaration.run(arguments, context) }

    public static func == (lhs: SubcommandInvocation, rhs: SubcommandInvocation) -> Bool {
        lhs.name == rhs.name && lhs.arguments == rhs.arguments
    }
}
