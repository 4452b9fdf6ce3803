/// Turns one command's tokens into a `Command`, checking every argument.
///
/// Pure: it knows the vocabulary but nothing about the session, so "scene nosuch" parses
/// and the session reports the unknown scene. Called by `Shell.submit(line:)` after the
/// tokenizer, and by `at` for the command it schedules.
public enum CommandParser {
    /// Parses a whole line that must hold exactly one command (used by tests and `at`).
    public static func parse(line: String) throws(ShellError) -> Command {
        let commands = try Tokenizer.split(line)
        guard commands.count == 1, let tokens = commands.first else {
            throw ShellError.missingArgument(command: "at", argument: "COMMAND", expected: "exactly one command")
        }
        return try parse(tokens)
    }

    public static func parse(_ tokens: [Token]) throws(ShellError) -> Command {
        guard let head = tokens.first else {
            throw ShellError.unknownCommand("", suggestion: nil)
        }
        let word = head.text
        guard let spec = CommandTable.spec(named: word) else {
            throw ShellError.unknownCommand(word, suggestion: DidYouMean.closest(to: word, among: CommandTable.allNames))
        }
        var arguments = Arguments(spec: spec, tokens: Array(tokens.dropFirst()))

        switch spec.name {
        case "help":
            let topic = arguments.optional()
            try arguments.end()
            return .help(topic: topic)
        case "quit": try arguments.end(); return .quit
        case "lessons": try arguments.end(); return .lessons
        case "next": try arguments.end(); return .next
        case "back": try arguments.end(); return .back
        case "hint": try arguments.end(); return .hint
        case "streams": try arguments.end(); return .streams
        case "run": try arguments.end(); return .run
        case "time": try arguments.end(); return .time
        case "leaks": try arguments.end(); return .leaks
        case "view": try arguments.end(); return .view
        case "lesson":
            let id = try arguments.required("ID", expected: "a lesson id (type 'lessons' to see them)")
            try arguments.end()
            return .lesson(id: id)
        case "check":
            let lesson = arguments.optional()
            try arguments.end()
            return .check(lesson: lesson)
        case "reset":
            return try parseReset(&arguments)
        case "scene":
            let name = try arguments.required("NAME", expected: "a scene name, like title")
            try arguments.end()
            return .scene(name: name)
        case "app":
            let name = try arguments.required("NAME", expected: "an app name, like todo")
            try arguments.end()
            return .app(name: name)
        case "fire":
            return try parseFire(&arguments)
        case "open":
            let url = try arguments.required("URL", expected: "a deep link, like ribs-training://launchGame?gameId=ticTacToe (press Tab)")
            try arguments.end()
            return .open(url: url)
        case "tree":
            var format = TreeFormat.text
            if let flag = arguments.optional() {
                guard let chosen = ["--dot": TreeFormat.dot, "--mermaid": .mermaid][flag] else {
                    throw ShellError.invalidArgument(command: "tree", argument: "format", got: flag, expected: "--dot or --mermaid")
                }
                format = chosen
            }
            try arguments.end()
            return .tree(format: format)
        case "attach":
            let rib = try arguments.required("RIB", expected: "a RIB name, like LoggedIn")
            var parent: String? = nil
            if let word = arguments.optional() {
                guard word == "to" else {
                    throw ShellError.invalidArgument(command: "attach", argument: "'to'", got: word, expected: "attach RIB to PARENT")
                }
                parent = try arguments.required("PARENT", expected: "the parent RIB's name, like Root")
            }
            try arguments.end()
            return .attach(rib: rib, parent: parent)
        case "detach":
            let rib = try arguments.required("RIB", expected: "a RIB name, like LoggedOut")
            try arguments.end()
            return .detach(rib: rib)
        case "trace":
            var enabled: Bool? = nil
            if let word = arguments.optional() {
                guard word == "on" || word == "off" else {
                    throw ShellError.invalidArgument(command: "trace", argument: "switch", got: word, expected: "on or off")
                }
                enabled = word == "on"
            }
            try arguments.end()
            return .trace(enabled: enabled)
        case "watch":
            let stream = try arguments.required("STREAM", expected: "a stream name (type 'streams' to see them)")
            try arguments.end()
            return .watch(stream: stream)
        case "unwatch":
            let stream = try arguments.required("STREAM", expected: "a watched stream's name, or all")
            try arguments.end()
            return .unwatch(stream: stream)
        case "marbles":
            return .marbles(streams: arguments.rest())
        case "advance":
            let ticks = try arguments.number("TICKS", maximum: 1_000_000_000)
            try arguments.end()
            return .advance(ticks: ticks)
        case "at":
            let time = try arguments.number("TIME", maximum: Int(Int32.max))
            let rest = arguments.restTokens()
            guard !rest.isEmpty else {
                throw ShellError.missingArgument(command: "at", argument: "COMMAND", expected: "a command to run then, as in: at 300 fire load")
            }
            return .at(time: time, command: try parse(rest))
        case "source":
            let path = try arguments.required("FILE", expected: "a file of commands, one per line")
            try arguments.end()
            return .source(path: path)
        case "let":
            return try PlaygroundParser.parseLet(arguments.restTokens())
        case "play":
            let names = arguments.rest()
            guard !names.isEmpty else {
                throw ShellError.missingArgument(command: "play", argument: "NAME", expected: "one or more stream names made with let")
            }
            for name in names { try PlaygroundParser.checkStreamName(name) }
            return .play(names: names)
        default:
            throw ShellError.unknownCommand(word, suggestion: nil)
        }
    }

    private static func parseReset(_ arguments: inout Arguments) throws(ShellError) -> Command {
        guard let first = arguments.optional() else { return .reset(.current) }
        if first == "--all" {
            var confirmed = false
            if let flag = arguments.optional() {
                guard flag == "--yes" else {
                    throw ShellError.invalidArgument(command: "reset", argument: "flag", got: flag, expected: "--yes")
                }
                confirmed = true
            }
            try arguments.end()
            return .reset(.all(confirmed: confirmed))
        }
        try arguments.end()
        return .reset(.lesson(first))
    }

    private static func parseFire(_ arguments: inout Arguments) throws(ShellError) -> Command {
        let action = try arguments.required("NAME", expected: "a request or action name (press Tab, or type 'streams')")
        var pairs: [FireArgument] = []
        for token in arguments.restTokens() {
            guard let pair = token.keyValue else {
                throw ShellError.invalidArgument(command: "fire", argument: "argument", got: token.text,
                                                 expected: "KEY=VALUE, like text=hello (quote spaces: text=\"a b\")")
            }
            if pairs.contains(where: { $0.key == pair.key }) {
                throw ShellError.invalidArgument(command: "fire", argument: pair.key, got: token.text, expected: "each key once")
            }
            pairs.append(FireArgument(key: pair.key, value: pair.value))
        }
        return .fire(action: action, arguments: pairs)
    }
}

/// The positional words after a command name, consumed left to right.
private struct Arguments {
    let spec: CommandSpec
    var tokens: ArraySlice<Token>

    init(spec: CommandSpec, tokens: [Token]) {
        self.spec = spec
        self.tokens = tokens[...]
    }

    mutating func optional() -> String? {
        tokens.popFirst()?.text
    }

    mutating func required(_ name: String, expected: String) throws(ShellError) -> String {
        guard let token = tokens.popFirst() else {
            throw ShellError.missingArgument(command: spec.name, argument: name, expected: expected)
        }
        return token.text
    }

    mutating func number(_ name: String, maximum: Int) throws(ShellError) -> Int {
        let text = try required(name, expected: "a whole number of ticks, as in: \(spec.example)")
        guard let value = Int(text), value >= 0, value <= maximum else {
            throw ShellError.invalidArgument(command: spec.name, argument: name, got: text,
                                             expected: "a whole number from 0 to \(maximum), as in: \(spec.example)")
        }
        return value
    }

    mutating func rest() -> [String] {
        defer { tokens = [] }
        return tokens.map(\.text)
    }

    mutating func restTokens() -> [Token] {
        defer { tokens = [] }
        return Array(tokens)
    }

    func end() throws(ShellError) {
        if let extra = tokens.first {
            throw ShellError.unexpectedArgument(command: spec.name, got: extra.text)
        }
    }
}
