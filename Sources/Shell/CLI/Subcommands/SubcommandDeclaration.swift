/// One `archlab` subcommand (`check`, `grade`, `replay`), declared once: its name, argument
/// shape, what it does, an example, how its arguments parse and what runs it.
///
/// `archlab --help`, `archlab help NAME`, `archlab NAME --help` and its usage errors are all
/// derived from this value. The declarations are in `Subcommands.all`.
public struct SubcommandDeclaration: Sendable {
    /// Runs the parsed subcommand, writing through the context's sink; returns the exit status.
    public typealias Runner = @Sendable (LaunchOptions.Mode, SubcommandContext) -> Int32

    public var name: String
    /// The arguments after the name, e.g. `[--format text|json|junit] [--solutions]`.
    public var arguments: String
    /// One line for the `archlab --help` list.
    public var summary: String
    /// Further lines under `archlab NAME --help`.
    public var details: [String]
    public var example: String
    /// Reads the words after the name; throws with the usage when they do not fit.
    public var parse: @Sendable (SubcommandDeclaration, [String]) throws(LaunchError) -> LaunchOptions.Mode
    public var run: Runner

    public init(_ name: String, arguments: String, summary: String, details: [String] = [], example: String,
                parse: @escaping @Sendable (SubcommandDeclaration, [String]) throws(LaunchError) -> LaunchOptions.Mode,
                run: @escaping Runner) {
        self.name = name
        self.arguments = arguments
        self.summary = summary
        self.details = details
        self.example = example
        self.parse = parse
        self.run = run
    }

    /// `archlab check [LESSON]`.
    public var usage: String { "archlab \(name)" + (arguments.isEmpty ? "" : " " + arguments) }

    /// A usage error naming this subcommand and its usage: every subcommand's usage errors
    /// are made here, so none retypes its usage.
    func error(_ problem: String) -> LaunchError {
        LaunchError("\(name): \(problem). Usage: \(usage)")
    }

    /// The usage error for a word the subcommand does not take.
    func unexpected(_ word: String) -> LaunchError {
        error("unexpected '\(ShellError.shorten(word))'")
    }
}
