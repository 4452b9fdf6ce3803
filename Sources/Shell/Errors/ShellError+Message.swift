import HeadlessUI

extension ShellError {
    /// The one-line explanation a learner reads, ending with what to type next where that helps.
    ///
    /// The only place errors become text; `ErrorRenderer` adds the `error:` prefix and colour.
    /// Words learners type from habit (other shells, REPLs), with what to do here instead.
    static let familiarCommands: [String: String] = [
        "clear": "Press Ctrl-L to clear the screen.",
        "cls": "Press Ctrl-L to clear the screen.",
        "ls": "Type 'lessons', 'streams' or 'tree' to list things.",
        "man": "Type 'help COMMAND' for a command's usage.",
        "start": "Type 'lessons' to see the lessons, then 'lesson ID'.",
        "q": "Type 'quit' or press Ctrl-D to leave.",
    ]

    public var message: String {
        switch self {
        case .lineTooLong(let bytes, let limit):
            return "line is too long (\(bytes) bytes; the limit is \(limit)). Split it into shorter commands."
        case .invalidUTF8(let offset):
            return "line is not valid UTF-8 (bad byte at offset \(offset)). Type commands as plain text."
        case .unterminatedQuote(let column):
            return "the quote opened at column \(column) is never closed. Add the closing quote."
        case .danglingEscape(let column):
            return "the backslash at column \(column) escapes nothing. Remove it or write \\\\."
        case .unknownCommand(let word, let suggestion):
            let shown = Self.shorten(word)
            if let familiar = Self.familiarCommands[word.lowercased()] { return "'\(shown)' is not an archlab command. \(familiar)" }
            if let suggestion { return "unknown command '\(shown)'. Did you mean '\(suggestion)'? Type 'help' for the list." }
            return "unknown command '\(shown)'. Type 'help' for the list."
        case .missingArgument(let command, let argument, let expected):
            return "\(command): missing \(argument): expected \(expected).\(Self.seeHelp(command))"
        case .unexpectedArgument(let command, let got):
            return "\(command): unexpected '\(Self.shorten(got))'.\(Self.seeHelp(command))"
        case .invalidArgument(let command, let argument, let got, let expected):
            return "\(command): \(argument) cannot be '\(Self.shorten(got))': expected \(expected)."
        case .badExpression(let text, let reason):
            return "cannot read the expression '\(Self.shorten(text))': \(reason). Example: map x*10"
        case .badMarbles(let diagram, let reason):
            return "cannot read the marbles \"\(Self.shorten(diagram))\": \(reason). Example: cold \"--1--2--|\""
        case .unknownOperator(let name, let suggestion):
            let tail = suggestion.map { " Did you mean '\($0)'?" } ?? ""
            return "unknown operator '\(Self.shorten(name))'.\(tail) Type 'help let' for the operators."
        case .wrongState(let reason, let nextStep):
            return "\(reason). \(nextStep)"
        case .unknownName(let kind, let name, let suggestion, let known):
            var text = "no \(kind) named '\(Self.shorten(name))'."
            if let suggestion { text += " Did you mean '\(suggestion)'?" }
            if known.isEmpty { return text }
            let list = known.count > 12 ? known.prefix(12).joined(separator: ", ") + ", ..." : known.joined(separator: ", ")
            return text + " Known: \(list)."
        case .rejected(let reason):
            return reason
        case .badActionArguments(let error, let action):
            return "fire \(action.name): \(Self.explain(error, in: action)) Usage: fire \(action.usage)"
        case .actionRefused(let error):
            return error.description
        case .file(let path, let reason):
            return "cannot read '\(Self.shorten(path, limit: 240))': \(reason)."
        case .unavailable(let feature, let reason):
            return "\(feature) is not available: \(reason)."
        case .sourced(let path, let line, let error):
            return "\(Self.shorten(path, limit: 240)):\(line): \(error.message)"
        case .scheduled(let time, let error):
            return "at t=\(time): \(error.message)"
        }
    }

    /// A bad value says what the parameter takes in words (`on takes true or false`); other
    /// argument errors read well as HeadlessUI words them.
    private static func explain(_ error: ActionError, in action: UserAction) -> String {
        guard case .invalidValue(_, let parameter, let value, _) = error,
              let kind = action.parameters.first(where: { $0.name == parameter })?.kind else { return error.description }
        if case .integer(let range) = kind, let wholeNumber = WholeNumberText(value), !wholeNumber.fitsInInt {
            let range = range ?? Int.min...Int.max
            return "\(parameter)=\(shorten(value)) is a whole number too \(wholeNumber.isNegative ? "small" : "big"): "
                + "\(parameter) takes a whole number from \(range.lowerBound) to \(range.upperBound)."
        }
        let takes: String
        switch kind {
        case .text: takes = "any text"
        case .integer(let range?): takes = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .integer(nil): takes = "a whole number"
        case .boolean: takes = "true or false"
        case .choice(let options): takes = "one of " + options.joined(separator: ", ")
        }
        return "\(parameter)=\(shorten(value)) is not allowed: \(parameter) takes \(takes)."
    }

    /// Keeps a 1 MB argument from flooding the terminal when it is quoted back.
    static func shorten(_ text: String, limit: Int = 40) -> String {
        let printable = String(text.unicodeScalars.prefix(limit + 1).map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
        return printable.count <= limit ? printable : String(printable.prefix(limit - 3)) + "..."
    }

    /// " See 'help let'." for a playground operator, " See 'help fire'." for a command.
    private static func seeHelp(_ command: String) -> String {
        let head = String(command.prefix { $0 != " " })
        // Usage errors name a declared command or a playground operator; both have help.
        if PlayOperatorCatalog.spec(named: head) != nil { return " See 'help let'." }
        return head.isEmpty ? "" : " See 'help \(head)'."
    }
}
