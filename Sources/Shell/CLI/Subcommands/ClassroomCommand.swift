import ArchLabWorkbook
import Foundation

/// The command-line subcommands for learner workspaces and classes: `init`, `reset
/// --exercise`, `progress`, `solution`, `grade --roster` and `watch`. Parsed by `parse`, run by `run`;
/// the work itself is in ArchLabWorkbook.
public enum ClassroomCommand: Equatable, Sendable {
    /// `archlab init DIR [--classroom]`.
    case initialise(directory: String, classroom: Bool, courseRepository: String?)
    /// `archlab reset LESSON --exercise [--yes]`.
    case resetExercise(lesson: String, confirmed: Bool)
    /// `archlab watch [LESSON]`.
    case watch(lesson: String?)
    /// `archlab progress [--format text|json|csv]`.
    case progress(format: String)
    /// `archlab solution LESSON [--give-up]`.
    case solution(lesson: String, giveUp: Bool)
    /// `archlab grade --roster DIR [--format F] [--output FILE] [--unsandboxed]`.
    case roster(folder: String, format: Gradebook.Format, output: String?, unsandboxed: Bool)

    /// Reads the arguments after the subcommand name; a usage error comes from `declaration`
    /// (`SubcommandDeclaration.error`), which names its usage.
    static func parse(_ declaration: SubcommandDeclaration, _ arguments: [String]) throws(LaunchError) -> ClassroomCommand {
        var rest = arguments[...]
        var positional: [String] = []
        var flags: Set<String> = []
        var values: [String: String] = [:]
        while let argument = rest.popFirst() {
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                values[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
            } else if ["--course-repo", "--format", "--roster", "--output"].contains(argument) {
                guard let value = rest.popFirst() else { throw declaration.error("\(argument) needs a value") }
                values[argument] = value
            } else if argument.hasPrefix("-") {
                flags.insert(argument)
            } else {
                positional.append(argument)
            }
        }
        switch declaration.name {
        case "grade":
            try allow(flags, ["--unsandboxed"], values, ["--roster", "--format", "--output"], in: declaration)
            if let extra = positional.first { throw declaration.unexpected(extra) }
            guard let folder = values["--roster"] else { throw declaration.error("--roster needs a folder of workspaces") }
            guard let format = Gradebook.Format(rawValue: values["--format"] ?? "text") else {
                throw declaration.error("with --roster, --format must be text, csv, json, junit or html")
            }
            return .roster(folder: folder, format: format, output: values["--output"], unsandboxed: flags.contains("--unsandboxed"))
        case "watch":
            try allow(flags, [], values, [], in: declaration)
            if let extra = positional.dropFirst().first { throw declaration.unexpected(extra) }
            return .watch(lesson: positional.first)
        case "progress":
            try allow(flags, [], values, ["--format"], in: declaration)
            if let extra = positional.first { throw declaration.unexpected(extra) }
            let format = values["--format"] ?? "text"
            guard ["text", "json", "csv"].contains(format) else { throw declaration.error("--format must be text, json or csv") }
            return .progress(format: format)
        case "solution":
            try allow(flags, ["--give-up"], values, [], in: declaration)
            guard positional.count == 1, let lesson = positional.first else {
                throw declaration.error("needs one LESSON, whose solution it shows once the exercise passed (--give-up shows it now and records that)")
            }
            return .solution(lesson: lesson, giveUp: flags.contains("--give-up"))
        case "reset":
            try allow(flags, ["--exercise", "--yes", "-y"], values, [], in: declaration)
            guard flags.contains("--exercise"), positional.count == 1, let lesson = positional.first else {
                throw declaration.error("needs one LESSON and --exercise, and puts its starter files back (to forget a lesson's progress, type 'reset LESSON' inside archlab)")
            }
            return .resetExercise(lesson: lesson, confirmed: flags.contains("--yes") || flags.contains("-y"))
        default:
            try allow(flags, ["--classroom"], values, ["--course-repo"], in: declaration)
            guard positional.count == 1, let directory = positional.first else {
                throw declaration.error("needs one folder for your work, as in: \(declaration.example)")
            }
            return .initialise(directory: directory, classroom: flags.contains("--classroom"), courseRepository: values["--course-repo"])
        }
    }

    private static func allow(_ flags: Set<String>, _ knownFlags: Set<String>, _ values: [String: String], _ knownValues: Set<String>,
                              in declaration: SubcommandDeclaration) throws(LaunchError) {
        if let unknown = flags.subtracting(knownFlags).sorted().first ?? Set(values.keys).subtracting(knownValues).sorted().first {
            throw declaration.error("unknown option '\(ShellError.shorten(unknown))'")
        }
    }

    /// The subcommand this came from (`grade` for a roster).
    var subcommandName: String {
        switch self {
        case .initialise: "init"
        case .resetExercise: "reset"
        case .progress: "progress"
        case .solution: "solution"
        case .watch: "watch"
        case .roster: "grade"
        }
    }

    /// Runs the command; returns the exit status (0 done, 1 failed, 2 bad input).
    public func run(sink: TextSink, workspace: String? = nil,
                    environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        switch self {
        case .initialise(let directory, let classroom, let repository):
            return InitCommand(directory: directory, classroom: classroom, courseRepository: repository).run(sink: sink, environment: environment)
        case .roster(let folder, let format, let output, let unsandboxed):
            return RosterCommand(folder: folder, format: format, output: output, unsandboxed: unsandboxed).run(sink: sink, environment: environment)
        case .watch(let lesson):
            return WatchCommand(lesson: lesson).run(sink: sink, workspace: workspace, environment: environment)
        case .progress(let format):
            return ProgressCommand(format: format).run(sink: sink, workspace: workspace, environment: environment)
        case .solution(let lesson, let giveUp):
            return SolutionCommand(lesson: lesson, giveUp: giveUp).run(sink: sink, workspace: workspace, environment: environment)
        case .resetExercise(let lesson, let confirmed):
            return ResetExerciseCommand(lesson: lesson, confirmed: confirmed).run(sink: sink, workspace: workspace, environment: environment)
        }
    }
}
