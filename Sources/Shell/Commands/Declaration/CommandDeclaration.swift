/// Everything about one shell command, declared in one place: its names, its place in
/// `help`, its typed arguments, examples that can be typed as they are, and its handler.
///
/// The parser, `help`, `help CMD`, `CMD --help`, usage errors, the right-prompt hint and Tab
/// completion are all derived from this value; nothing about a command is written twice.
/// The standard declarations live in Commands/Standard, one file per help group.
public struct CommandDeclaration: Sendable {
    /// Runs a parsed command against the session. Called by `Session.execute(_:)` only; output
    /// goes out as `Report`s through `session.emit(_:)`, failures are thrown.
    public typealias Handler = @Sendable (ParsedArguments, Session) throws(ShellError) -> Void
    /// A live hint that replaces the one derived from the arguments, e.g. `fire`'s missing
    /// `key=` parameters. Returning `.derived` falls back to the arguments' usage.
    public typealias LiveHint = @Sendable (CompletionQuery) -> HintOverride

    public var name: String
    public var aliases: [String]
    public var group: CommandGroup
    /// One line saying what it does.
    public var summary: String
    /// Positional arguments, consumed left to right.
    public var arguments: [ArgumentDeclaration]
    /// Lines a learner can type as they are, each with what must happen first.
    public var examples: [CommandExample]
    /// Extra lines under `help CMD`, made for the given style.
    public var details: @Sendable (TextStyle) -> [String]
    /// False for commands that move the clock themselves (`advance`, `run`, `play`,
    /// `source`, `quit`): `at` refuses to schedule them.
    public var schedulable: Bool
    public var liveHint: LiveHint?
    public var handler: Handler

    public init(_ name: String, aliases: [String] = [], group: CommandGroup, summary: String,
                arguments: [ArgumentDeclaration] = [], examples: [CommandExample],
                details: @escaping @Sendable (TextStyle) -> [String] = { _ in [] },
                schedulable: Bool = true, liveHint: LiveHint? = nil, handler: @escaping Handler) {
        self.name = name
        self.aliases = aliases
        self.group = group
        self.summary = summary
        self.arguments = arguments
        self.examples = examples
        self.details = details
        self.schedulable = schedulable
        self.liveHint = liveHint
        self.handler = handler
    }

    /// Call shape derived from the arguments, e.g. `fire NAME [KEY=VALUE ...]`.
    public var usage: String {
        ([name] + arguments.map(\.usage)).joined(separator: " ")
    }

    /// The first example, shown by `help` and in usage errors.
    public var example: String { examples.first?.line ?? name }
}

/// Headings under which `help` lists commands, in this order.
public enum CommandGroup: String, Sendable, CaseIterable {
    case lessons = "Lessons"
    case samples = "Scenes and apps"
    case code = "Your code"
    case streams = "Streams and time"
    case operatorPlayground = "Operator playground"
    case session = "Session"
}

/// A line of a command's `help` that can be typed as it is, after `setup` (e.g. `app todo`).
///
/// A test runs every example of every declared command in a fresh session after its setup,
/// and fails when one errors.
public struct CommandExample: Sendable, Equatable {
    public var setup: [String]
    public var line: String
    /// Files the example reads, by relative path, created in an empty folder for the test.
    public var files: [String: String]
    public init(_ line: String, after setup: [String] = [], files: [String: String] = [:]) {
        self.line = line
        self.setup = setup
        self.files = files
    }
}

/// What a command's live hint says instead of its derived usage.
public enum HintOverride: Sendable, Equatable {
    /// Use the hint derived from the declared arguments.
    case derived
    /// Show nothing.
    case none
    case text(String)
}
