/// `scene`, `app`, `fire`, `open`, `view`, `tree`, `attach`, `detach`, `trace`: the loaded
/// sample part's commands.
enum SampleCommands {
    static let all: [CommandDeclaration] = [
        CommandDeclaration("scene", group: .samples, summary: "load a Clean Swift (VIP) scene",
                           arguments: [.word("NAME", expected: "a scene name, like title", completion: .sceneNames)],
                           examples: [.init("scene title")]) { arguments, session throws(ShellError) in
            try session.samples.load(.scene, arguments.text("NAME") ?? "")
        },
        CommandDeclaration("app", group: .samples, summary: "launch a RIBs app",
                           arguments: [.word("NAME", expected: "an app name, like todo", completion: .appNames)],
                           examples: [.init("app todo")]) { arguments, session throws(ShellError) in
            try session.samples.load(.app, arguments.text("NAME") ?? "")
        },
        CommandDeclaration("fire", group: .samples, summary: "send a request or action into the scene/app",
                           arguments: [.optionalWord("NAME", expected: "a request or action name (type 'fire' alone to list them)", completion: .actionNames),
                                       ArgumentDeclaration("PAIRS", .pairs, completion: .actionParameters)],
                           examples: [.init("fire login player1=Ann player2=Bob", after: ["app tictactoe"]),
                                      .init("fire", after: ["app todo"]), .init("fire getLabelList", after: ["scene labels"])],
                           details: { _ in ["  'fire' alone lists the actions available now, and which are hidden",
                                            "  a seed's interactor method or request name fires its action (fire getLabelList)",
                                            "  quote values with spaces: fire setText text=\"hello world\""] },
                           liveHint: missingActionParameters) { arguments, session throws(ShellError) in
            guard let name = arguments.text("NAME") else { return try session.samples.listActions() }
            try session.samples.fire(name, arguments.pairs("PAIRS"))
        },
        CommandDeclaration("open", group: .samples, summary: "open a deep link in the app (app tictactoe)",
                           arguments: [.word("URL", expected: "a deep link, like ribs-training://launchGame?gameId=ticTacToe (press Tab)",
                                             completion: .deepLinks)],
                           examples: [.init("open ribs-training://launchGame?gameId=ticTacToe", after: ["app tictactoe"])]) { arguments, session throws(ShellError) in
            try session.samples.open(arguments.text("URL") ?? "")
        },
        CommandDeclaration("view", group: .samples, summary: "show the scene's or app's view as text",
                           examples: [.init("view", after: ["scene title"])]) { _, session throws(ShellError) in
            try session.samples.view()
        },
        CommandDeclaration("tree", group: .samples, summary: "show the RIB tree, changes marked",
                           arguments: [ArgumentDeclaration("FORMAT", .choice(["--dot", "--mermaid"]), expected: "--dot or --mermaid", label: "format")],
                           examples: [.init("tree", after: ["app todo"]), .init("tree --mermaid", after: ["app todo"])]) { arguments, session throws(ShellError) in
            let format: TreeFormat = arguments.text("FORMAT") == "--dot" ? .dot : arguments.text("FORMAT") == "--mermaid" ? .mermaid : .text
            try session.samples.tree(format)
        },
        CommandDeclaration("attach", group: .samples, summary: "attach a child RIB by hand",
                           arguments: [.word("RIB", expected: "a RIB name, like LoggedIn", completion: .attachableRIBs),
                                       ArgumentDeclaration("PARENT", .keyword("to"), expected: "the parent RIB's name, like Root", completion: .ribsInTree)],
                           examples: [.init("attach LoggedOut to Root", after: ["app todo", "detach LoggedOut"])]) { arguments, session throws(ShellError) in
            try session.samples.attach(arguments.text("RIB") ?? "", to: arguments.text("PARENT"))
        },
        CommandDeclaration("detach", group: .samples, summary: "detach a RIB from its parent",
                           arguments: [.word("RIB", expected: "a RIB name, like LoggedOut", completion: .ribsInTree)],
                           examples: [.init("detach LoggedOut", after: ["app todo"])]) { arguments, session throws(ShellError) in
            try session.samples.detach(arguments.text("RIB") ?? "")
        },
        CommandDeclaration("trace", group: .samples, summary: "print each VIP or RIB call as it happens",
                           arguments: [ArgumentDeclaration("SWITCH", .choice(["on", "off"]), expected: "on or off", label: "switch")],
                           examples: [.init("trace on")]) { arguments, session throws(ShellError) in
            session.samples.trace(arguments.text("SWITCH").map { $0 == "on" })
        },
    ]

    /// `fire`'s live hint: the parameters of the named action not given yet.
    private static let missingActionParameters: CommandDeclaration.LiveHint = { query in
        guard query.words.count >= 2 || !query.current.isEmpty else { return .derived }
        let typed = query.words.dropFirst() + (query.current.isEmpty ? [] : [query.current])
        guard let name = typed.first, let action = query.session.sample?.actions.first(named: name) else { return .derived }
        let given = Set(typed.dropFirst().compactMap { $0.split(separator: "=").first.map(String.init) })
        let missing = action.parameters.filter { !given.contains($0.name) }.map(\.usage)
        return missing.isEmpty ? .none : .text(missing.joined(separator: " "))
    }
}
