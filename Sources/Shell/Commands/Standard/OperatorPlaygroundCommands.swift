/// `let`, `play` and `predict`: the playground and prediction parts' commands.
enum OperatorPlaygroundCommands {
    static let all: [CommandDeclaration] = [
        CommandDeclaration("let", group: .operatorPlayground, summary: "define a stream from marbles or other streams",
                           arguments: [ArgumentDeclaration("DEFINITION", .custom({ tokens, _ throws(ShellError) in
                               let (name, definition) = try OperatorPlaygroundParser.parseLet(tokens)
                               return .definition(name: name, definition)
                           }), completion: .playgroundExpression, usage: "NAME = SOURCE | OP ...")],
                           examples: [.init("let b = cold \"--1--2--3--|\" | map x*10")],
                           details: { HelpRenderer.playgroundDetails(style: $0) }) { arguments, session throws(ShellError) in
            guard case .definition(let name, let definition)? = arguments["DEFINITION"] else { return }
            try session.operatorPlayground.define(name, definition)
        },
        CommandDeclaration("play", group: .operatorPlayground, summary: "run streams; draw inputs and output as marbles",
                           arguments: [ArgumentDeclaration("NAME", .words(minimum: 1), expected: "one or more stream names made with let",
                                                           completion: .operatorPlaygroundStreams, check: { name throws(ShellError) in
                                                               try OperatorPlaygroundParser.checkStreamReference(name, command: "play", argument: "NAME")
                                                           })],
                           examples: [.init("play b", after: ["let b = cold \"--1--2--3--|\" | map x*10"])],
                           details: { HelpRenderer.playgroundDetails(style: $0) }, schedulable: false) { arguments, session throws(ShellError) in
            try session.operatorPlayground.play(arguments.list("NAME"))
        },
        CommandDeclaration("predict", group: .operatorPlayground, summary: "commit what a stream will do, before you run it",
                           arguments: [.word("STREAM", expected: "a playground stream or a watched stream",
                                             completion: CompletionSource { $0.session.operatorPlayground.names + $0.session.streams.watchedNames }),
                                       ArgumentDeclaration("PREDICTION", .words(minimum: 1),
                                                           expected: "a marble line such as \"--1--2--|\" or events such as \"1@20 2@50 |@80\"",
                                                           usage: "\"MARBLES\" | \"EVENTS\"")],
                           examples: [.init("predict b \"--10--20--|\"", after: ["let b = cold \"--1--2--|\" | map x*10"]),
                                      .init("predict title.display \"next(hello)@50\"", after: ["scene title", "watch title.display"])],
                           details: { _ in ["  times count from the start of the play (playground) or from now (a",
                                            "  watched stream); a marble dash is 10 ticks",
                                            "  events: next(x)@T, completed@T, error@T; short: x@T, |@T, #@T",
                                            "  after the run (play, advance, run) your line is drawn over what happened,",
                                            "  the first difference marked ^"] }) { arguments, session throws(ShellError) in
            try session.predictions.commit(arguments.text("STREAM") ?? "", arguments.list("PREDICTION").joined(separator: " "))
        },
    ]
}
