import ArchLabWorkbook

extension Subcommands {
    /// The learner-workspace and class subcommands (`grade --roster` is a form of `grade`).
    static let classroom: [SubcommandDeclaration] = [initialise, reset, progress, solution, watch]

    private static let initExample = "archlab init ~/archlab-work"

    static let initialise = SubcommandDeclaration(
        "init", summary: "make a learner workspace in DIR (only your files, progress and git)",
        details: ["Run again on a workspace to add new lessons; your files are never overwritten. Folders of",
                  "renumbered lessons move to their new names, your files inside (staged with git mv in git)."],
        [.positional(.word("DIR", expected: "")),
         .option(.flag("--classroom", help: "also write a GitHub Classroom autograding workflow (again on each run, for the course's current commit) and a teacher note")),
         .option(.option("--course-repo", .word(placeholder: "OWNER/NAME"), help: "the course's GitHub repository, when the checkout's origin does not say", requires: "--classroom"))],
        whenIncomplete: "needs one folder for your work, as in: \(initExample)",
        example: initExample,
        run: { arguments, context in
            InitCommand(directory: arguments.word("DIR") ?? "", classroom: arguments.flag("--classroom"),
                        courseRepository: arguments.value("--course-repo")).run(context)
        })

    static let reset = SubcommandDeclaration(
        "reset", summary: "put a lesson's starter files back in your workspace",
        [.positional(.word("LESSON", expected: "", completion: .lessonIDs)),
         .option(.flag("--exercise", help: "the exercise's starter files (to forget a lesson's progress, type 'reset LESSON' inside archlab)", required: true)),
         .option(.flag("--yes", aliases: ["-y"], help: "without asking (on a terminal it asks first; elsewhere it needs --yes)"))],
        whenIncomplete: "needs one LESSON and --exercise, and puts its starter files back (to forget a lesson's progress, type 'reset LESSON' inside archlab)",
        example: "archlab reset streams --exercise",
        run: { arguments, context in
            ResetExerciseCommand(lesson: arguments.word("LESSON") ?? "", confirmed: arguments.flag("--yes")).run(context)
        })

    static let progress = SubcommandDeclaration(
        "progress", summary: "your walkthrough progress: steps, attempts, hints, time per lesson",
        [.option(.option("--format", .oneOf(["text", "json", "csv"]), help: "how to write it (default text)"))],
        example: "archlab progress --format csv",
        run: { arguments, context in
            ProgressCommand(format: arguments.value("--format") ?? "text").run(context)
        })

    static let solution = SubcommandDeclaration(
        "solution", summary: "a lesson's solution as a diff against your files, once it passed",
        [.positional(.word("LESSON", expected: "", completion: .lessonIDs)),
         .option(.flag("--give-up", help: "show it before the exercise passed; that is recorded in your progress"))],
        whenIncomplete: "needs one LESSON, whose solution it shows once the exercise passed (--give-up shows it now and records that)",
        example: "archlab solution vip-cycle",
        run: { arguments, context in
            SolutionCommand(lesson: arguments.word("LESSON") ?? "", giveUp: arguments.flag("--give-up")).run(context)
        })

    static let watch = SubcommandDeclaration(
        "watch", summary: "check the current exercise on every save; move on when it passes",
        details: ["Works in a workspace. Without LESSON, starts at the first exercise that has not passed.",
                  "Each check is recorded in your progress, as `archlab check` records it."],
        [.positional(.optionalWord("LESSON", completion: .lessonIDs))],
        example: "archlab watch",
        run: { arguments, context in WatchCommand(lesson: arguments.word("LESSON")).run(context) })
}
