extension Subcommands {
    /// The learner-workspace and class subcommands; their parsing and running is `ClassroomCommand`'s.
    static let classroom: [SubcommandDeclaration] = [
        declare("init", arguments: "DIR [--classroom [--course-repo OWNER/NAME]]",
                summary: "make a learner workspace in DIR (only your files, progress and git)",
                details: ["Run again on a workspace to add new lessons; your files are never overwritten. Folders of",
                          "renumbered lessons move to their new names, your files inside (staged with git mv in git).",
                          "--classroom also writes a GitHub Classroom autograding workflow (again on each run, for",
                          "the course's current commit) and a teacher note."],
                example: "archlab init ~/archlab-work"),
        declare("reset", arguments: "LESSON --exercise [--yes]", summary: "put a lesson's starter files back in your workspace",
                details: ["Asks first on a terminal; elsewhere needs --yes."], example: "archlab reset streams --exercise"),
        declare("progress", arguments: "[--format text|json|csv]",
                summary: "your walkthrough progress: steps, attempts, hints, time per lesson", example: "archlab progress --format csv"),
        declare("solution", arguments: "LESSON [--give-up]", summary: "a lesson's solution as a diff against your files, once it passed",
                details: ["--give-up shows it before the exercise passed; that is recorded in your progress."],
                example: "archlab solution vip-cycle"),
        declare("watch", arguments: "[LESSON]", summary: "check the current exercise on every save; move on when it passes",
                details: ["Works in a workspace. Without LESSON, starts at the first exercise that has not passed."],
                example: "archlab watch"),
    ]

    private static func declare(_ name: String, arguments: String, summary: String, details: [String] = [], example: String) -> SubcommandDeclaration {
        SubcommandDeclaration(name, arguments: arguments, summary: summary, details: details, example: example,
                              parse: { declaration, words throws(LaunchError) in .classroom(try ClassroomCommand.parse(declaration, words)) },
                              run: { mode, context in
                                  guard case .classroom(let command) = mode else { return 2 }
                                  return command.run(sink: context.sink, workspace: context.workspace)
                              })
    }
}
