/// `let` and `play`: the playground part's commands.
enum PlaygroundCommands {
    static let all: [CommandDeclaration] = [
        CommandDeclaration("let", group: .playground, summary: "define a stream from marbles or other streams",
                           arguments: [ArgumentDeclaration("DEFINITION", .custom({ tokens, _ throws(ShellError) in
                               let (name, definition) = try PlaygroundParser.parseLet(tokens)
                               return .definition(name: name, definition)
                           }), completion: .playgroundExpression, usage: "NAME = SOURCE | OP ...")],
                           examples: [.init("let b = cold \"--1--2--3--|\" | map x*10")],
                           details: { HelpRenderer.playgroundDetails(style: $0) }) { arguments, session throws(ShellError) in
            guard case .definition(let name, let definition)? = arguments["DEFINITION"] else { return }
            try session.playground.define(name, definition, in: session)
        },
        CommandDeclaration("play", group: .playground, summary: "run streams; draw inputs and output as marbles",
                           arguments: [ArgumentDeclaration("NAME", .words(minimum: 1), expected: "one or more stream names made with let",
                                                           completion: .playgroundStreams, check: { name throws(ShellError) in
                                                               try PlaygroundParser.checkStreamName(name)
                                                           })],
                           examples: [.init("play b", after: ["let b = cold \"--1--2--3--|\" | map x*10"])],
                           details: { HelpRenderer.playgroundDetails(style: $0) }, schedulable: false) { arguments, session throws(ShellError) in
            try session.playground.play(arguments.list("NAME"), in: session)
        },
    ]
}
