/// Every command the shell understands, in the order `help` lists them.
public enum CommandTable {
    public static let all: [CommandSpec] = [
        // Lessons.
        .init("lessons", group: .lessons, usage: "lessons", summary: "list the lessons and your progress", example: "lessons"),
        .init("lesson", group: .lessons, usage: "lesson ID", summary: "start or resume a lesson",
              example: "lesson streams", arguments: [.lessonID]),
        .init("next", group: .lessons, usage: "next", summary: "go to the next step of the lesson", example: "next"),
        .init("back", group: .lessons, usage: "back", summary: "go to the previous step", example: "back"),
        .init("hint", group: .lessons, usage: "hint", summary: "show a hint for the current step", example: "hint"),
        .init("check", group: .lessons, usage: "check [LESSON]", summary: "check the step, or test a lesson's exercise",
              example: "check", arguments: [.lessonID]),
        .init("reset", group: .lessons, usage: "reset [LESSON | --all [--yes]]", summary: "forget progress (this lesson, one, or all)",
              example: "reset streams", arguments: [.lessonID]),

        // Scenes and apps.
        .init("scene", group: .samples, usage: "scene NAME", summary: "load a Clean Swift (VIP) scene", example: "scene title",
              arguments: [.sceneName]),
        .init("app", group: .samples, usage: "app NAME", summary: "launch a RIBs app", example: "app todo", arguments: [.appName]),
        .init("fire", group: .samples, usage: "fire NAME [KEY=VALUE ...]", summary: "send a request or action into the scene/app",
              example: "fire login player1=Ann player2=Bob", arguments: [.actionName]),
        .init("open", group: .samples, usage: "open URL", summary: "open a deep link in the app (app tictactoe)",
              example: "open ribs-training://launchGame?gameId=ticTacToe", arguments: [.deepLink]),
        .init("view", group: .samples, usage: "view", summary: "show the scene's or app's view as text", example: "view"),
        .init("tree", group: .samples, usage: "tree [--dot | --mermaid]", summary: "show the RIB tree, changes marked",
              example: "tree", arguments: [.choice(["--dot", "--mermaid"])]),
        .init("attach", group: .samples, usage: "attach RIB [to PARENT]", summary: "attach a child RIB by hand", example: "attach LoggedIn to Root",
              arguments: [.ribName, .choice(["to"]), .ribName]),
        .init("detach", group: .samples, usage: "detach RIB", summary: "detach a RIB from its parent", example: "detach LoggedOut",
              arguments: [.ribName]),
        .init("trace", group: .samples, usage: "trace [on | off]", summary: "print each VIP or RIB call as it happens", example: "trace on",
              arguments: [.choice(["on", "off"])]),

        // Streams and the clock.
        .init("watch", group: .streams, usage: "watch STREAM", summary: "print a stream's events as they happen", example: "watch title.display",
              arguments: [.streamName]),
        .init("unwatch", group: .streams, usage: "unwatch STREAM | all", summary: "stop printing a stream's events", example: "unwatch title.display",
              arguments: [.streamName]),
        .init("streams", group: .streams, usage: "streams", summary: "list streams you can watch", example: "streams"),
        .init("marbles", group: .streams, usage: "marbles [STREAM ...]", summary: "draw watched streams as marble lines",
              example: "marbles title.display", arguments: [.streamName]),
        .init("advance", aliases: ["tick"], group: .streams, usage: "advance TICKS", summary: "move the virtual clock forward",
              example: "advance 100", arguments: [.number]),
        .init("run", group: .streams, usage: "run", summary: "run the clock until nothing is scheduled", example: "run"),
        .init("time", group: .streams, usage: "time", summary: "show the virtual time", example: "time"),
        .init("at", group: .streams, usage: "at TIME COMMAND", summary: "schedule a command at a virtual time", example: "at 300 fire load",
              arguments: [.number, .command]),
        .init("leaks", group: .streams, usage: "leaks", summary: "live subscriptions and unfreed RIBs", example: "leaks"),

        // Playground.
        .init("let", group: .playground, usage: "let NAME = SOURCE | OP ...",
              summary: "define a stream from marbles or other streams",
              example: "let b = cold \"--1--2--3--|\" | map x*10", arguments: [.free]),
        .init("play", group: .playground, usage: "play NAME ...", summary: "run streams; draw inputs and output as marbles",
              example: "play b", arguments: [.playgroundStream]),

        // Session.
        .init("help", aliases: ["?"], group: .session, usage: "help [COMMAND]", summary: "list commands, or one command's usage",
              example: "help fire", arguments: [.command]),
        .init("source", group: .session, usage: "source FILE", summary: "run the commands in a file", example: "source demo.archlab",
              arguments: [.file]),
        .init("quit", aliases: ["exit"], group: .session, usage: "quit", summary: "leave the shell (Ctrl-D works too)", example: "quit"),
    ]

    /// Looks a command up by name or alias.
    public static func spec(named name: String) -> CommandSpec? {
        all.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// Every name and alias, for completion and "did you mean".
    public static var allNames: [String] {
        all.flatMap { [$0.name] + $0.aliases }
    }
}
