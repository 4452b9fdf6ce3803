/// Turns one command's tokens into an `Invocation`, reading each declared argument in turn.
///
/// Pure: it knows the declarations but nothing about the session's state, so "scene nosuch"
/// parses and the scene part reports the unknown scene. Called by `Shell.submit(line:)` after
/// the tokenizer, by `source`, and by `at` for the command it schedules.
public struct CommandParser: Sendable {
    public let commands: CommandSet

    public init(commands: CommandSet = .standard) { self.commands = commands }

    /// Parses a whole line that must hold exactly one command (used by tests).
    public func parse(line: String) throws(ShellError) -> Invocation {
        let split = try Tokenizer.split(line)
        guard split.count == 1, let tokens = split.first else {
            throw ShellError.missingArgument(command: "at", argument: "COMMAND", expected: "exactly one command")
        }
        return try parse(tokens)
    }

    public func parse(_ tokens: [Token]) throws(ShellError) -> Invocation {
        guard let head = tokens.first else {
            throw ShellError.unknownCommand("", suggestion: nil)
        }
        guard let declaration = commands.declaration(named: head.text) else {
            throw ShellError.unknownCommand(head.text, suggestion: DidYouMean.closest(to: head.text, among: commands.allNames))
        }
        if tokens.count > 1, tokens[1].text == "--help", !tokens[1].wasQuoted {
            // `CMD --help` is `help CMD`, for every command.
            let help = commands.declaration(named: "help") ?? SessionCommands.help
            return Invocation(help, ParsedArguments(["COMMAND": .text(declaration.name)]))
        }
        var rest = tokens.dropFirst()
        var parsed = ParsedArguments()
        for argument in declaration.arguments {
            parsed[argument.name] = try read(argument, from: &rest, declaration)
        }
        if let extra = rest.first {
            throw ShellError.unexpectedArgument(command: declaration.name, got: extra.text)
        }
        return Invocation(declaration, parsed)
    }

    private func read(_ argument: ArgumentDeclaration, from tokens: inout ArraySlice<Token>,
                      _ declaration: CommandDeclaration) throws(ShellError) -> ArgumentValue? {
        let command = declaration.name
        switch argument.shape {
        case .word(let optional):
            guard let token = tokens.popFirst() else {
                if optional { return nil }
                throw ShellError.missingArgument(command: command, argument: argument.name, expected: argument.expected)
            }
            return .text(token.text)
        case .number(let maximum):
            guard let token = tokens.popFirst() else {
                throw ShellError.missingArgument(command: command, argument: argument.name,
                                                 expected: "a whole number of ticks, as in: \(declaration.example)")
            }
            guard let value = Int(token.text), value >= 0, value <= maximum else {
                let tooBig = WholeNumberText(token.text).map { !$0.isNegative } ?? false
                throw ShellError.invalidArgument(command: command, argument: argument.name, got: token.text,
                                                 expected: "a whole number from 0 to \(maximum)" + (tooBig ? " (that one is too big)" : "")
                                                    + ", as in: \(declaration.example)")
            }
            return .number(value)
        case .choice(let options):
            guard let token = tokens.popFirst() else { return nil }
            guard options.contains(token.text) else {
                throw ShellError.invalidArgument(command: command, argument: argument.label ?? argument.name, got: token.text,
                                                 expected: argument.expected)
            }
            return .text(token.text)
        case .keyword(let keyword):
            guard let token = tokens.popFirst() else { return nil }
            guard token.text == keyword else {
                // The full shape, optional parts spelled out: "attach RIB to PARENT".
                let shape = declaration.usage.filter { $0 != "[" && $0 != "]" }
                throw ShellError.invalidArgument(command: command, argument: "'\(keyword)'", got: token.text, expected: shape)
            }
            guard let value = tokens.popFirst() else {
                throw ShellError.missingArgument(command: command, argument: argument.name, expected: argument.expected)
            }
            return .text(value.text)
        case .pairs:
            var pairs: [FireArgument] = []
            while let token = tokens.popFirst() {
                guard let pair = token.keyValue else {
                    throw ShellError.invalidArgument(command: command, argument: "argument", got: token.text,
                                                     expected: "KEY=VALUE, like text=hello (quote spaces: text=\"a b\")")
                }
                if pairs.contains(where: { $0.key == pair.key }) {
                    throw ShellError.invalidArgument(command: command, argument: pair.key, got: token.text, expected: "each key once")
                }
                pairs.append(FireArgument(key: pair.key, value: pair.value))
            }
            return .pairs(pairs)
        case .words(let minimum):
            let words = tokens.map(\.text)
            tokens = []
            guard words.count >= minimum else {
                throw ShellError.missingArgument(command: command, argument: argument.name, expected: argument.expected)
            }
            if let check = argument.check {
                for word in words { try check(word) }
            }
            return .list(words)
        case .command:
            let rest = Array(tokens)
            tokens = []
            guard !rest.isEmpty else {
                throw ShellError.missingArgument(command: command, argument: argument.name, expected: argument.expected)
            }
            let inner = try parse(rest)
            if inner.declaration.name == "help", rest.first?.text != "help" {
                // `at 100 fire --help` would schedule the help text for later.
                throw ShellError.wrongState(reason: "\(command) runs a command later, and '\(rest[0].text) --help' only prints help",
                                            nextStep: "Type '\(rest[0].text) --help' now.")
            }
            return .invocation(inner)
        case .custom(let parse):
            let rest = Array(tokens)
            tokens = []
            return try parse(rest, declaration)
        }
    }
}
