/// The `archlab` subcommands: the workbook's checker, grader and walkthrough replay, run
/// without the interactive shell.
public enum Subcommands {
    public static let all: [SubcommandDeclaration] = [check, grade, replay, explain] + classroom

    public static func declaration(named name: String) -> SubcommandDeclaration? {
        all.first { $0.name == name }
    }

    /// The declaration that runs `mode`, if it is a subcommand's.
    public static func declaration(for mode: LaunchOptions.Mode) -> SubcommandDeclaration? {
        switch mode {
        case .check: return check
        case .grade: return grade
        case .replay: return replay
        case .explain: return explain
        case .classroom(let command): return command.subcommandName == "grade" ? grade : declaration(named: command.subcommandName)
        default: return nil
        }
    }

    static let check = SubcommandDeclaration(
        "check", arguments: "[LESSON]", summary: "build and test a lesson's exercise (or every exercise)",
        details: ["Reports in learner language; exit status 1 when an exercise fails."],
        example: "archlab check streams",
        parse: { declaration, arguments throws(LaunchError) in
            if let flag = arguments.first(where: { $0.hasPrefix("-") }) {
                throw declaration.error("unknown option '\(ShellError.shorten(flag))'")
            }
            guard arguments.count <= 1 else { throw declaration.error("takes at most one LESSON") }
            return .check(lesson: arguments.first)
        },
        run: { mode, context in
            guard case .check(let lesson) = mode else { return 2 }
            return CourseCommands.check(lesson: lesson, sink: context.sink, workspace: context.workspace)
        })

    static let grade = SubcommandDeclaration(
        "grade", arguments: "[--format text|json|junit] [--solutions] | --roster DIR [--format text|csv|json|junit|html] [--output FILE] [--unsandboxed]",
        summary: "test every exercise and report (text, json or junit), or grade a class (--roster)",
        details: ["--solutions grades the reference solutions instead; exit status 1 unless every graded exercise passes.",
                  "--roster DIR grades every workspace in DIR (one folder per student) into a gradebook, each student's code sealed off in a sandbox (bubblewrap, on Linux); --unsandboxed grades without one."],
        example: "archlab grade --format junit",
        parse: { declaration, arguments throws(LaunchError) in
            if arguments.contains(where: { $0 == "--roster" || $0.hasPrefix("--roster=") }) {
                return .classroom(try ClassroomCommand.parse(declaration, arguments))
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
                        throw declaration.error("--format must be text, json or junit")
                    }
                    format = value
                } else {
                    throw declaration.unexpected(argument)
                }
            }
            return .grade(format: format, solutions: solutions)
        },
        run: { mode, context in
            if case .classroom(let command) = mode { return command.run(sink: context.sink, workspace: context.workspace) }
            guard case .grade(let format, let solutions) = mode else { return 2 }
            return CourseCommands.grade(format: format, solutions: solutions, sink: context.sink, workspace: context.workspace)
        })

    static let replay = SubcommandDeclaration(
        "replay", arguments: "[--skip-exercises] [--one-sitting] [LESSON ...]",
        summary: "replay each lesson's walkthrough in a fresh session",
        details: ["Runs each lesson's archlab blocks in order and fails, naming the step and why, unless",
                  "every step's check holds after its own commands and not before them. Steps that check",
                  "the exercise build and test the reference solution; --skip-exercises skips those checks",
                  "(faster) and still checks the rest. --one-sitting replays the lessons back to back in",
                  "ONE shell, each lesson in its sandbox, as a learner who never restarts it, in number",
                  "order (a lesson before a lesson it needs fails), and lists the steps done before their",
                  "own commands and those that cannot be done."],
        example: "archlab replay --skip-exercises streams",
        parse: { declaration, arguments throws(LaunchError) in
            let flags = arguments.filter { $0.hasPrefix("-") }
            if let flag = flags.first(where: { $0 != "--skip-exercises" && $0 != "--one-sitting" }) {
                throw declaration.error("unknown option '\(ShellError.shorten(flag))'")
            }
            return .replay(lessons: arguments.filter { !$0.hasPrefix("-") }, skipExercises: flags.contains("--skip-exercises"),
                           oneSitting: flags.contains("--one-sitting"))
        },
        run: { mode, context in
            guard case .replay(let lessons, let skipExercises, let oneSitting) = mode else { return 2 }
            return CourseCommands.replay(lessons: lessons, skipExercises: skipExercises, oneSitting: oneSitting,
                                         sink: context.sink, catalog: context.catalog, workspace: context.workspace)
        })

    static let explain = SubcommandDeclaration(
        "explain", arguments: "[FILE]", summary: "explain the compiler errors of RIBs and Clean Swift plumbing in swift build output",
        details: ["Reads the output of `swift build` from FILE, or standard input, and prints each compiler error",
                  "with what it means in architecture terms (a listener the parent's interactor must adopt, a",
                  "dependency the parent's component must provide...), the advice `check` shows under an error.",
                  "Exit status 0 when every error was explained, 1 when one was not, 2 when there was no error.",
                  "Without FILE it reads standard input: swift build 2>&1 | archlab explain"],
        example: "archlab explain build.log",
        parse: { declaration, arguments throws(LaunchError) in
            if let flag = arguments.first(where: { $0.hasPrefix("-") }) {
                throw declaration.error("unknown option '\(ShellError.shorten(flag))'")
            }
            guard arguments.count <= 1 else { throw declaration.error("takes at most one FILE") }
            return .explain(file: arguments.first)
        },
        run: { mode, context in
            guard case .explain(let file) = mode else { return 2 }
            return ExplainCommand(file: file).run(sink: context.sink)
        })
}
