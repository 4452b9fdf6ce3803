import Foundation

/// The command line of `archlab`, parsed before anything else runs.
///
/// Parsed by `LaunchOptions.parse(_:)` from `CommandLine.arguments.dropFirst()`; the
/// executable then picks a mode. Kept apart from the command language on purpose: these are
/// flags of the program, not commands of the shell.
public struct LaunchOptions: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        /// Read commands from standard input: interactive on a terminal, a script otherwise.
        case standardInput
        /// `archlab FILE`.
        case file(String)
        /// `archlab -c 'cmd; cmd'`.
        case commands(String)
        case help
        /// `archlab NAME --help` or `archlab help NAME`: one subcommand's usage.
        case subcommandHelp(String)
        case version
        /// `archlab NAME ...`: a subcommand and its parsed arguments.
        case subcommand(SubcommandInvocation)
        /// `archlab --complete WORD...`: the words Tab offers for the last one (the completion
        /// scripts of `archlab completion` ask it; not in `--help`).
        case completions([String])
    }

    public var mode: Mode = .standardInput
    public var color: ColorChoice = .auto
    public var keepGoing = false
    /// Print each command before its output (`> fire load`), for readable transcripts.
    public var echo = false
    /// `--workspace DIR`: the learner workspace to use, handed to the subcommands and the shell's lessons as a value.
    public var workspace: String?

    public init() {}

    /// The `-c` example the usage errors give; a test runs it.
    public static let commandsExample = "scene title; watch title.display; fire request; advance 60"

    /// `archlab --help`; the subcommand lines come from their declarations (`Subcommands.all`).
    public static var usage: String {
        let width = (Subcommands.all.map(\.name.count).max() ?? 0) + 4
        return (["usage: archlab [OPTIONS] [FILE]", "       archlab -c 'COMMAND; COMMAND'"]
            + Subcommands.all.map { "       " + $0.usage }
            + ["       archlab help [SUBCOMMAND]", ""] + [
                "Without FILE, reads commands from standard input: interactive (banner, prompt, history)",
                "on a terminal; otherwise results only, one command per line.",
                "",
                "options:",
                "  -c COMMANDS        run COMMANDS (separated by ;) and exit",
                "  -k, --keep-going   keep running after an error, the rest of a ;-line too (exit status is still 1)",
                "  --echo             print each command before its output",
                "  --workspace DIR    use the learner workspace DIR (default: the one around the current",
                "                     folder, else the exercise files in the course checkout)",
                "  --color=WHEN       colour output: auto (default), always or never; NO_COLOR is honoured",
                "  -h, --help         show this help",
                "  --version          show the version",
                "",
                "subcommands (archlab help SUBCOMMAND for more):",
            ]
            + Subcommands.all.map { "  " + TextLayout.padRight($0.name, width) + $0.summary }
            + ["", "Inside the shell, type 'help'."]).joined(separator: "\n")
    }

    /// The hidden first word the completion scripts call back with.
    public static let completeFlag = "--complete"

    /// Reads the program's arguments; the error text says which argument and what is expected.
    ///
    /// A first word that names no subcommand is a FILE to run, unless no such file exists and
    /// the word is a subcommand's name mistyped (`chek`): then the error suggests it, as the
    /// shell suggests a command (`DidYouMean`). `fileExists` is asked only then.
    public static func parse(_ arguments: [String],
                             fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) })
        throws(LaunchError) -> LaunchOptions {
        var options = LaunchOptions()
        if arguments.first == completeFlag {
            options.mode = .completions(Array(arguments.dropFirst()))
            return options
        }
        var arguments = arguments
        if let index = arguments.firstIndex(where: { $0 == "--workspace" || $0.hasPrefix("--workspace=") }) {
            let flag = arguments.remove(at: index)
            if flag == "--workspace" {
                guard index < arguments.count else { throw LaunchError("--workspace needs a folder, as in: archlab --workspace ~/archlab-work") }
                options.workspace = arguments.remove(at: index)
            } else {
                options.workspace = String(flag.dropFirst("--workspace=".count))
            }
        }
        var rest = arguments[...]
        var positional: [String] = []

        if let first = rest.first, let subcommand = Subcommands.declaration(named: first) {
            let arguments = Array(rest.dropFirst())
            if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
                options.mode = .subcommandHelp(subcommand.name)
                return options
            }
            options.mode = .subcommand(try subcommand.parse(arguments))
            return options
        }
        if rest.first == "help" {
            let topic = rest.dropFirst()
            guard let name = topic.first else { options.mode = .help; return options }
            guard topic.count == 1, let subcommand = Subcommands.declaration(named: name) else {
                throw LaunchError("help: no subcommand named '\(ShellError.shorten(name))'; subcommands: "
                                  + Subcommands.all.map(\.name).joined(separator: ", ") + ". See 'archlab --help'.")
            }
            options.mode = .subcommandHelp(subcommand.name)
            return options
        }
        if let first = rest.first, !first.hasPrefix("-"),
           let name = DidYouMean.closest(to: first, among: Subcommands.all.map(\.name) + ["help"]), !fileExists(first) {
            throw LaunchError("no subcommand or file '\(ShellError.shorten(first))'; did you mean `archlab \(name)`? (archlab --help lists them)")
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "-h", "--help": options.mode = .help; return options
            case "--version", "-V": options.mode = .version; return options
            case "-k", "--keep-going": options.keepGoing = true
            case "--echo": options.echo = true
            case "-c":
                guard let commands = rest.popFirst() else {
                    throw LaunchError("-c needs the commands to run, as in: archlab -c '\(Self.commandsExample)'")
                }
                options.mode = .commands(commands)
            case "--color", "--colour":
                guard let value = rest.popFirst() else { throw LaunchError("--color needs auto, always or never") }
                options.color = try ColorChoice.parse(value)
            case "--":
                positional += rest
                rest = []
            default:
                if argument.hasPrefix("--color=") || argument.hasPrefix("--colour=") {
                    options.color = try ColorChoice.parse(String(argument.drop { $0 != "=" }.dropFirst()))
                } else if argument.hasPrefix("-") && argument != "-" {
                    throw LaunchError("unknown option '\(ShellError.shorten(argument))'. See 'archlab --help'.")
                } else {
                    positional.append(argument)
                }
            }
        }
        if positional.count > 1 {
            throw LaunchError("expected at most one FILE, got \(positional.count). See 'archlab --help'.")
        }
        if let file = positional.first {
            if case .commands = options.mode { throw LaunchError("give either -c COMMANDS or FILE, not both") }
            options.mode = file == "-" ? .standardInput : .file(file)
        }
        return options
    }
}
