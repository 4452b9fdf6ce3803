import ArchLabWorkbook

/// The `archlab` subcommands: the workbook's checker, grader and walkthrough replay, the
/// learner-workspace and class commands (`Subcommands+Classroom`), and `completion`, run
/// without the interactive shell. Each body is a `...Command` in this folder.
public enum Subcommands {
    public static let all: [SubcommandDeclaration] = [check, grade, replay, explain] + classroom + [completion]

    public static func declaration(named name: String) -> SubcommandDeclaration? {
        all.first { $0.name == name }
    }

    static let check = SubcommandDeclaration(
        "check", summary: "build and test a lesson's exercise (or every exercise)",
        details: ["Reports in learner language and records the check in your progress, as the shell's `check`",
                  "does (a passing exercise marks its step done); exit status 1 when an exercise fails."],
        [.positional(.optionalWord("LESSON", completion: .lessonIDs))],
        example: "archlab check streams",
        run: { arguments, context in CheckCommand(lesson: arguments.word("LESSON")).run(context) })

    static let grade = SubcommandDeclaration(
        "grade", summary: "test every exercise and report (text, json or junit), or grade a class (--roster)",
        details: ["Exit status 1 unless every graded exercise passes."],
        forms: [
            SubcommandForm([.option(.option("--format", .oneOf(["text", "json", "junit"]), help: "how to write the report (default text)")),
                            .option(.flag("--solutions", help: "grade the reference solutions instead of the exercises"))]),
            SubcommandForm([.option(.option("--roster", .word(placeholder: "DIR"), help: "grade every workspace in DIR (one folder per student) into a gradebook, each student's code sealed off in a sandbox (bubblewrap, on Linux)", required: true)),
                            .option(.option("--format", .oneOf(["text", "csv", "json", "junit", "html"]), help: "with --roster, how to write the gradebook (default text)")),
                            .option(.option("--output", .word(placeholder: "FILE"), help: "write the gradebook to FILE instead of standard output")),
                            .option(.flag("--unsandboxed", help: "grade without a sandbox"))],
                           selector: "--roster"),
        ],
        example: "archlab grade --format junit",
        run: { arguments, context in
            if let roster = arguments.value("--roster") {
                return RosterCommand(folder: roster, format: arguments.value("--format").flatMap(Gradebook.Format.init(rawValue:)) ?? .text,
                                     output: arguments.value("--output"), unsandboxed: arguments.flag("--unsandboxed")).run(context)
            }
            return GradeCommand(format: arguments.value("--format") ?? "text", solutions: arguments.flag("--solutions")).run(context)
        })

    static let replay = SubcommandDeclaration(
        "replay", summary: "replay each lesson's walkthrough in a fresh session",
        details: ["Runs each lesson's archlab blocks in order and fails, naming the step and why, unless",
                  "every step's check holds after its own commands and not before them. Steps that check",
                  "the exercise build and test the reference solution."],
        [.option(.flag("--skip-exercises", help: "skip the exercise checks (faster) and still check the rest")),
         .option(.flag("--one-sitting", help: "replay the lessons back to back in ONE shell, each lesson in its sandbox, as a learner who never restarts it, in number order (a lesson before a lesson it needs fails), and list the steps done before their own commands and those that cannot be done")),
         .positional(ArgumentDeclaration("LESSON", .words(minimum: 0), completion: .lessonIDs))],
        example: "archlab replay --skip-exercises streams",
        run: { arguments, context in
            ReplayCommand(lessons: arguments.list("LESSON"), skipExercises: arguments.flag("--skip-exercises"),
                          oneSitting: arguments.flag("--one-sitting")).run(context)
        })

    static let explain = SubcommandDeclaration(
        "explain", summary: "explain the compiler errors of RIBs and Clean Swift plumbing in swift build output",
        details: ["Reads the output of `swift build` from FILE, or standard input, and prints each compiler error",
                  "with what it means in architecture terms (a listener the parent's interactor must adopt, a",
                  "dependency the parent's component must provide...), the advice `check` shows under an error.",
                  "Exit status 0 when every error was explained, 1 when one was not, 2 when there was no error.",
                  "Without FILE it reads standard input: swift build 2>&1 | archlab explain"],
        [.positional(.optionalWord("FILE"))],
        example: "archlab explain build.log",
        run: { arguments, context in ExplainCommand(file: arguments.word("FILE")).run(sink: context.sink) })

    static let completion = SubcommandDeclaration(
        "completion", summary: "print a Tab-completion script for bash (the default) or zsh",
        details: ["The script asks archlab for the words (subcommands, their options and values, lesson ids):",
                  "add `source <(archlab completion bash)` to ~/.bashrc, or `source <(archlab completion zsh)` to ~/.zshrc."],
        [.positional(ArgumentDeclaration("SHELL", .choice(CompletionShell.allCases.map(\.rawValue))))],
        example: "archlab completion bash",
        run: { arguments, context in
            CompletionCommand(shell: arguments.word("SHELL").flatMap(CompletionShell.init(rawValue:)) ?? .bash).run(context)
        })
}
