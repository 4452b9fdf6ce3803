/// `lessons`, `lesson` (and `lesson off`), `next`, `back`, `hint`, `check`, `autocheck`, `solution`, `reset`: the lesson part's commands.
enum LessonCommands {
    static let all: [CommandDeclaration] = [
        CommandDeclaration("lessons", group: .lessons, summary: "list the lessons and your progress",
                           examples: [.init("lessons")]) { _, session throws(ShellError) in
            try session.lesson.run(.overview)
        },
        CommandDeclaration("lesson", group: .lessons, summary: "start or resume a lesson; lesson off: free play",
                           arguments: [.word("ID", expected: "a lesson id (type 'lessons' to see them), or off",
                                             completion: CompletionSource { CompletionSource.lessonIDs.candidates($0) + ["off"] }, usage: "ID | off")],
                           examples: [.init("lesson streams"), .init("lesson off", after: ["lesson streams"])],
                           details: { _ in ["  shows the lesson's introduction, then the current step; only what you type",
                                            "  after a step is shown counts for it",
                                            "  each lesson runs in a sandbox of its own: clock at 0, nothing loaded or",
                                            "  watched; a resumed step's earlier steps are replayed silently first",
                                            "  lesson off: leave the lesson for free play, as you left it; 'lesson ID'",
                                            "  comes back"] }) { arguments, session throws(ShellError) in
            let id = arguments.text("ID") ?? ""
            try session.lesson.run(id == "off" ? .leave : .start(id))
        },
        CommandDeclaration("next", group: .lessons, summary: "go to the next step of the lesson",
                           examples: [.init("next", after: ["lesson streams"])],
                           details: { _ in ["  on a step that is not done, says what is missing; type next again to go on anyway",
                                                   "  after the last step of a complete lesson, opens the next in the path (its drill, if it has one)"] }) { _, session throws(ShellError) in
            try session.lesson.run(.next)
        },
        CommandDeclaration("back", group: .lessons, summary: "go to the previous step",
                           examples: [.init("back", after: ["lesson streams", "next"])]) { _, session throws(ShellError) in
            try session.lesson.run(.back)
        },
        CommandDeclaration("hint", group: .lessons, summary: "show a hint for the current step",
                           examples: [.init("hint", after: ["lesson streams"])],
                           details: { _ in ["  one more each time; after a check, the hints about its first failing test",
                                            "  come first, and hints about tests that pass are left out"] }) { _, session throws(ShellError) in
            try session.lesson.run(.hint)
        },
        CommandDeclaration("check", group: .lessons, summary: "check the step, or test a lesson's exercise",
                           arguments: [.optionalWord("LESSON", completion: .lessonIDs)],
                           examples: [.init("check", after: ["lesson streams"])],
                           details: { _ in ["  on the step with the lesson's exercise: builds it and runs its tests; on",
                                            "  another step: says whether you did what it asks; check LESSON: tests",
                                            "  that lesson's exercise now. Under a compile error of RIBs or Clean Swift",
                                            "  plumbing it says what the architecture is missing"] }) { arguments, session throws(ShellError) in
            try session.lesson.run(.check(lesson: arguments.text("LESSON")))
        },
        CommandDeclaration("autocheck", group: .lessons, summary: "check the exercise each time you save it",
                           arguments: [ArgumentDeclaration("SWITCH", .choice(["on", "off"]), expected: "on or off", label: "switch")],
                           examples: [.init("autocheck", after: ["lesson streams"])],
                           details: { _ in ["  autocheck on: each time you save a file of the open lesson's exercise, it is",
                                            "  checked as `check` does, while you type; a pass moves the lesson on",
                                            "  the prompt says `autocheck` while it is on; it follows `lesson ID` to",
                                            "  another exercise and ends with `autocheck off`, `lesson off` or `quit`",
                                            "  autocheck alone: whether it is on",
                                            "  it works on a terminal or through a pipe, not in a script file"] }) { arguments, session throws(ShellError) in
            try session.lesson.run(.autocheck(arguments.text("SWITCH").map { $0 == "on" }))
        },
        CommandDeclaration("solution", group: .lessons, summary: "diff your files with the solution (after a pass)",
                           arguments: [ArgumentDeclaration("LESSON", .custom(parseSolutionArguments), completion: solutionCompletion,
                                                           usage: "[LESSON] [--give-up]")],
                           examples: [.init("solution", after: ["lesson streams"])],
                           details: { _ in ["  shows the reference solution as a diff against your exercise files",
                                            "  (- lines are yours, + lines the solution's), after `check` passed",
                                            "  --give-up: show it before that; recorded in your progress, which your teacher sees"] }) { arguments, session throws(ShellError) in
            let words = arguments.list("LESSON")
            try session.lesson.run(.solution(lesson: words.first { $0 != "--give-up" }, giveUp: words.contains("--give-up")))
        },
        CommandDeclaration("reset", group: .lessons, summary: "forget progress; --exercise: put starter files back",
                           arguments: [ArgumentDeclaration("TARGET", .custom(parseResetTarget), completion: resetCompletion,
                                                           usage: "[LESSON] [--exercise [--yes]] | --all [--yes]")],
                           examples: [.init("reset streams")],
                           details: { _ in ["  reset LESSON --exercise: puts the lesson's starter files, as the course",
                                            "  shipped them, back in your workspace (your edits to them are lost;",
                                            "  progress stays); it lists the files first and restores them with --yes"] }) { arguments, session throws(ShellError) in
            let words = arguments.list("TARGET")
            let target: ResetTarget
            if words.contains("--exercise") {
                target = .exercise(lesson: words.first { !$0.hasPrefix("-") }, confirmed: words.contains("--yes"))
            } else {
                switch words.first {
                case nil: target = .current
                case "--all": target = .all(confirmed: words.count > 1)
                case let id?: target = .lesson(id)
                }
            }
            try session.lesson.run(.reset(target))
        },
    ]

    /// `reset`, `reset LESSON`, `reset --all`, `reset --all --yes`, `reset [LESSON] --exercise [--yes]`.
    private static let parseResetTarget: @Sendable ([Token], CommandDeclaration) throws(ShellError) -> ArgumentValue? = { tokens, _ throws(ShellError) in
        guard let first = tokens.first else { return .list([]) }
        if tokens.contains(where: { $0.text == "--exercise" }) { return try parseExerciseReset(tokens) }
        if first.text == "--all" {
            if tokens.count > 1, tokens[1].text != "--yes" {
                throw ShellError.invalidArgument(command: "reset", argument: "flag", got: tokens[1].text, expected: "--yes")
            }
            if tokens.count > 2 { throw ShellError.unexpectedArgument(command: "reset", got: tokens[2].text) }
            return .list(tokens.map(\.text))
        }
        if tokens.count > 1 { throw ShellError.unexpectedArgument(command: "reset", got: tokens[1].text) }
        return .list([first.text])
    }

    /// `reset [LESSON] --exercise [--yes]`, flags in any order: at most one lesson, no `--all`.
    private static func parseExerciseReset(_ tokens: [Token]) throws(ShellError) -> ArgumentValue {
        var lesson: String?
        for token in tokens where token.text != "--exercise" && token.text != "--yes" {
            if token.text.hasPrefix("-") {
                throw ShellError.invalidArgument(command: "reset", argument: "flag", got: token.text, expected: "--yes (after --exercise)")
            }
            if lesson != nil { throw ShellError.unexpectedArgument(command: "reset", got: token.text) }
            lesson = token.text
        }
        return .list(tokens.map(\.text))
    }

    /// `solution`, `solution LESSON`, `solution --give-up`, `solution LESSON --give-up`.
    private static let parseSolutionArguments: @Sendable ([Token], CommandDeclaration) throws(ShellError) -> ArgumentValue? = { tokens, _ throws(ShellError) in
        var lesson: String?, giveUp = false
        for token in tokens {
            if token.text == "--give-up", !giveUp { giveUp = true; continue }
            if token.text.hasPrefix("-") {
                throw ShellError.invalidArgument(command: "solution", argument: "flag", got: token.text, expected: "--give-up")
            }
            guard lesson == nil else { throw ShellError.unexpectedArgument(command: "solution", got: token.text) }
            lesson = token.text
        }
        return .list((lesson.map { [$0] } ?? []) + (giveUp ? ["--give-up"] : []))
    }

    private static let solutionCompletion = CompletionSource { query in
        CompletionSource.lessonIDs.candidates(query) + ["--give-up"]
    }

    private static let resetCompletion = CompletionSource { query in
        query.indexInArgument == 0 ? CompletionSource.lessonIDs.candidates(query) + ["--all", "--exercise"] : ["--exercise", "--yes"]
    }
}
