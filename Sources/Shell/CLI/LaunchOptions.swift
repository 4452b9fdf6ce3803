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
        case version
        /// `archlab check [LESSON]`.
        case check(lesson: String?)
        /// `archlab grade [--format text|json|junit] [--solutions]`.
        case grade(format: String, solutions: Bool)
        /// `archlab replay [--skip-exercises] [LESSON ...]`.
        case replay(lessons: [String], skipExercises: Bool)
        /// `archlab init|reset|progress|watch ...`, `archlab grade --roster DIR`.
        case classroom(ClassroomCommand)
    }

    public var mode: Mode = .standardInput
    public var color: ColorChoice = .auto
    public var keepGoing = false
    /// Print each command before its output (`> fire load`), for readable transcripts.
    public var echo = false
    /// `--workspace DIR`: the learner workspace to use (the executable exports it as `ARCHLAB_WORKSPACE`).
    public var workspace: String?

    public init() {}

    public static let usage = """
        usage: archlab [OPTIONS] [FILE]
               archlab -c 'COMMAND; COMMAND'
               archlab check [LESSON]
               archlab grade [--format text|json|junit] [--solutions]
               archlab replay [--skip-exercises] [LESSON ...]
               \(ClassroomCommand.usage)

        Without FILE, reads commands from standard input: interactive (banner, prompt, history)
        on a terminal; otherwise results only, one command per line.

        options:
          -c COMMANDS        run COMMANDS (separated by ;) and exit
          -k, --keep-going   keep running a script after an error (exit status is still 1)
          --echo             print each command before its output
          --workspace DIR    use the learner workspace DIR (default: the one around the current
                             folder, else the exercise files in the course checkout)
          --color=WHEN       colour output: auto (default), always or never; NO_COLOR is honoured
          -h, --help         show this help
          --version          show the version

        subcommands:
          check [LESSON]     build and test a lesson's exercise (or every exercise)
          grade              test every exercise and report (text, json or junit)
          replay [LESSON]    replay each lesson's walkthrough (its archlab blocks, in order) in
                             a fresh session; fails, naming the step and why, unless every
                             step's check passes. Steps that check the exercise build and test
                             the reference solution; --skip-exercises skips those checks
                             (faster) and still checks the rest of the step.

        Inside the shell, type 'help'.
        """

    /// Reads the program's arguments; the error text says which argument and what is expected.
    public static func parse(_ arguments: [String]) throws(LaunchError) -> LaunchOptions {
        var options = LaunchOptions()
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

        if let first = rest.first, ClassroomCommand.names.contains(first) || (first == "grade" && rest.contains { $0 == "--roster" || $0.hasPrefix("--roster=") }) {
            options.mode = .classroom(try ClassroomCommand.parse(first, Array(rest.dropFirst())))
            return options
        }
        if let first = rest.first, first == "check" || first == "grade" || first == "replay" {
            rest.removeFirst()
            return try parseSubcommand(first, Array(rest), options: options)
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "-h", "--help": options.mode = .help; return options
            case "--version", "-V": options.mode = .version; return options
            case "-k", "--keep-going": options.keepGoing = true
            case "--echo": options.echo = true
            case "-c":
                guard let commands = rest.popFirst() else {
                    throw LaunchError("-c needs the commands to run, as in: archlab -c 'scene title; fire load'")
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

    private static func parseSubcommand(_ name: String, _ arguments: [String], options: LaunchOptions) throws(LaunchError) -> LaunchOptions {
        var options = options
        if name == "replay" {
            let flags = arguments.filter { $0.hasPrefix("-") }
            if let flag = flags.first(where: { $0 != "--skip-exercises" }) {
                throw LaunchError("replay: unknown option '\(ShellError.shorten(flag))'. Usage: archlab replay [--skip-exercises] [LESSON ...]")
            }
            options.mode = .replay(lessons: arguments.filter { !$0.hasPrefix("-") }, skipExercises: !flags.isEmpty)
            return options
        }
        if name == "check" {
            let flags = arguments.filter { $0.hasPrefix("-") }
            if let flag = flags.first { throw LaunchError("check: unknown option '\(ShellError.shorten(flag))'. Usage: archlab check [LESSON]") }
            guard arguments.count <= 1 else { throw LaunchError("check takes at most one LESSON. Usage: archlab check [LESSON]") }
            options.mode = .check(lesson: arguments.first)
            return options
        }
        var format = "text"
        var solutions = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--solutions" {
                solutions = true
            } else if argument == "--format" || argument.hasPrefix("--format=") {
                let value = argument == "--format" ? rest.popFirst() : String(argument.dropFirst("--format=".count))
                guard let value, ["text", "json", "junit"].contains(value) else {
                    throw LaunchError("grade: --format must be text, json or junit")
                }
                format = value
            } else {
                throw LaunchError("grade: unexpected '\(ShellError.shorten(argument))'. Usage: archlab grade [--format text|json|junit] [--solutions]")
            }
        }
        options.mode = .grade(format: format, solutions: solutions)
        return options
    }
}

/// A bad command line; printed as `archlab: MESSAGE` with exit status 2.
public struct LaunchError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
