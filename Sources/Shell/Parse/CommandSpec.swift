/// What the shell knows about one command: its name, how to call it, and an example.
///
/// Read by `help`, by the parser for "did you mean", and by completion and hints.
public struct CommandSpec: Sendable {
    public var name: String
    public var aliases: [String]
    public var group: CommandGroup
    /// Call shape, e.g. `fire NAME [KEY=VALUE ...]`.
    public var usage: String
    /// One line saying what it does.
    public var summary: String
    /// A line the learner can type as is.
    public var example: String
    /// What each positional argument is, for completion from live state and hints.
    public var arguments: [ArgumentKind]

    public init(_ name: String, aliases: [String] = [], group: CommandGroup, usage: String, summary: String,
                example: String, arguments: [ArgumentKind] = []) {
        self.name = name
        self.aliases = aliases
        self.group = group
        self.usage = usage
        self.summary = summary
        self.example = example
        self.arguments = arguments
    }
}

/// Headings under which `help` lists commands, in this order.
public enum CommandGroup: String, Sendable, CaseIterable {
    case lessons = "Lessons"
    case samples = "Scenes and apps"
    case streams = "Streams and time"
    case playground = "Operator playground"
    case session = "Session"
}

/// What kind of word an argument is, so completion can offer live names.
public enum ArgumentKind: Sendable, Equatable {
    case command
    case lessonID
    case sceneName
    case appName
    case actionName
    case deepLink
    case ribName
    case streamName
    case playgroundStream
    case file
    case number
    case choice([String])
    case free
}
