/// `watch`, `unwatch`, `streams`, `marbles`, `advance`, `run`, `time`, `at`, `leaks`: the
/// stream and clock parts' commands.
enum StreamCommands {
    static let all: [CommandDeclaration] = [
        CommandDeclaration("watch", group: .streams, summary: "print a stream's events as they happen",
                           arguments: [.word("STREAM", expected: "a stream name (type 'streams' to see them)", completion: .sampleStreams)],
                           examples: [.init("watch title.display", after: ["scene title"]), .init("watch display", after: ["scene title"])],
                           details: { _ in ["  a short name (display) works when only one stream ends with it"] }) { arguments, session throws(ShellError) in
            try session.streams.watch(arguments.text("STREAM") ?? "")
        },
        CommandDeclaration("unwatch", group: .streams, summary: "stop printing a stream's events",
                           arguments: [.word("STREAM", expected: "a watched stream's name, or all", completion: .watchedStreams, usage: "STREAM | all")],
                           examples: [.init("unwatch title.display", after: ["scene title", "watch title.display"])]) { arguments, session throws(ShellError) in
            try session.streams.unwatch(arguments.text("STREAM") ?? "")
        },
        CommandDeclaration("streams", group: .streams, summary: "list streams you can watch",
                           examples: [.init("streams", after: ["scene title"])]) { _, session throws(ShellError) in
            session.streams.list()
        },
        CommandDeclaration("marbles", group: .streams, summary: "draw watched streams as marble lines",
                           arguments: [ArgumentDeclaration("STREAM", .words(minimum: 0), completion: .recordedStreams)],
                           examples: [.init("marbles title.display", after: ["scene title", "watch title.display", "fire request", "advance 100"])]) { arguments, session throws(ShellError) in
            try session.streams.marbles(arguments.list("STREAM"))
        },
        CommandDeclaration("advance", aliases: ["tick"], group: .streams, summary: "move the virtual clock forward",
                           arguments: [ArgumentDeclaration("TICKS", .number(maximum: 1_000_000_000))],
                           examples: [.init("advance 100")], schedulable: false) { arguments, session throws(ShellError) in
            try session.clock.advance(arguments.number("TICKS") ?? 0)
        },
        CommandDeclaration("run", group: .streams, summary: "run the clock until nothing is scheduled",
                           examples: [.init("run")], schedulable: false) { _, session throws(ShellError) in
            try session.clock.run()
        },
        CommandDeclaration("time", group: .streams, summary: "show the virtual time",
                           examples: [.init("time")]) { _, session throws(ShellError) in
            session.emit(.time(session.now))
        },
        CommandDeclaration("at", group: .streams, summary: "schedule a command at a virtual time",
                           arguments: [ArgumentDeclaration("TIME", .number(maximum: Int(Int32.max))),
                                       ArgumentDeclaration("COMMAND", .command, expected: "a command to run then, as in: at 300 fire request")],
                           examples: [.init("at 300 fire request", after: ["scene title"])],
                           details: { _ in ["  times are absolute virtual times; 'time' shows the clock"] }) { arguments, session throws(ShellError) in
            guard let command = arguments.invocation("COMMAND") else { return }
            try session.clock.schedule(command, at: arguments.number("TIME") ?? 0)
        },
        CommandDeclaration("leaks", group: .streams, summary: "live subscriptions and unfreed RIBs",
                           examples: [.init("leaks")]) { _, session throws(ShellError) in
            session.streams.leaks()
        },
    ]
}
