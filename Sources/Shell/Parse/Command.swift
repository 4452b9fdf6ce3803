/// A parsed command line: what the learner asked for, with validated arguments.
///
/// Produced by `CommandParser.parse(_:)`, consumed by `Session.execute(_:)`; it holds no
/// state of its own so tests can build and compare commands directly.
public indirect enum Command: Equatable, Sendable {
    // Session.
    case help(topic: String?)
    case quit
    case source(path: String)
    case trace(enabled: Bool?)

    // Lessons.
    case lessons
    case lesson(id: String)
    case next
    case back
    case hint
    case check(lesson: String?)
    case reset(ResetTarget)

    // Samples: VIP scenes and RIBs apps.
    case scene(name: String)
    case app(name: String)
    case fire(action: String, arguments: [FireArgument])
    /// Opens a deep link in the launched app (`open ribs-training://launchGame?gameId=ticTacToe`).
    case open(url: String)
    case view
    case tree(format: TreeFormat)
    case attach(rib: String, parent: String?)
    case detach(rib: String)

    // Streams and the virtual clock.
    case watch(stream: String)
    case unwatch(stream: String)
    case streams
    case marbles(streams: [String])
    case leaks
    case advance(ticks: Int)
    case run
    case time
    case at(time: Int, command: Command)

    // The operator playground.
    case define(name: String, definition: StreamDefinition)
    case play(names: [String])
}

/// What `reset` clears.
public enum ResetTarget: Equatable, Sendable {
    /// The current lesson's step progress.
    case current
    /// One lesson, by id.
    case lesson(String)
    /// Every lesson; the shell asks first unless `--yes` is given.
    case all(confirmed: Bool)
}

/// How `tree` prints the RIB tree.
public enum TreeFormat: String, Equatable, Sendable, CaseIterable {
    case text, dot, mermaid
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
