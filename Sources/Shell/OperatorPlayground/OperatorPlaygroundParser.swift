/// Parses `let NAME = SOURCE | OP ARGS | OP ARGS ...` into a name and its definition.
///
/// Called by the parser for `let`'s argument (see OperatorPlaygroundCommands.swift). SOURCE is `cold "MARBLES"`, `hot "MARBLES"`, or the
/// name of another stream. Expressions are re-joined from the raw words, so `map x * 10` and
/// `map x*10` mean the same, and quoted texts keep their quotes.
enum OperatorPlaygroundParser {
    static let usage = "let NAME = cold \"--1--2--|\" | map x*10"

    static func parseLet(_ arguments: [Token]) throws(ShellError) -> (name: String, definition: StreamDefinition) {
        var words = arguments
        // `let b=a | ...` arrives as one word `b=a`; split it back.
        if let first = words.first, let pair = first.keyValue {
            words.removeFirst()
            var rest = [Token(text: "=", raw: "="), Token(text: pair.value, raw: String(first.raw.drop { $0 != "=" }.dropFirst()))]
            if pair.value.isEmpty { rest.removeLast() }
            words.insert(contentsOf: rest, at: 0)
            words.insert(Token(text: pair.key, raw: pair.key), at: 0)
        }
        guard let nameToken = words.first else {
            throw ShellError.missingArgument(command: "let", argument: "NAME", expected: "a stream name, as in: \(usage)")
        }
        let name = nameToken.text
        try checkStreamName(name)
        guard words.count >= 2, words[1].text == "=", !words[1].wasQuoted else {
            throw ShellError.invalidArgument(command: "let", argument: "=", got: words.count >= 2 ? words[1].text : "",
                                             expected: "'=' after the name, as in: \(usage)")
        }
        let stages = splitAtPipes(Array(words.dropFirst(2)))
        guard let sourceWords = stages.first, !sourceWords.isEmpty else {
            throw ShellError.missingArgument(command: "let", argument: "SOURCE", expected: "cold \"MARBLES\", hot \"MARBLES\" or a stream name")
        }
        try refuseUnquotedMarbles(sourceWords, endsWithBar: stages.count > 1 && stages[1].isEmpty, name: name)
        let source = try parseSource(sourceWords)
        var operators: [PlayOperator] = []
        for stage in stages.dropFirst() {
            operators.append(try parseOperator(stage))
        }
        return (name, StreamDefinition(source: source, operators: operators))
    }

    static func isStreamName(_ name: String) -> Bool {
        let isName = name.first.map { $0.isLetter || $0 == "_" } ?? false
            && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        return isName && name.count <= 32
    }

    /// Marbles typed without quotes: `cold --1--2--|` or `--1--2--|` alone, whose `|` was read
    /// as the start of an operator. Says to quote them, with the line as it should be.
    private static func refuseUnquotedMarbles(_ sourceWords: [Token], endsWithBar: Bool, name: String) throws(ShellError) {
        guard let head = sourceWords.first, !head.wasQuoted else { return }
        let bar = endsWithBar ? "|" : ""
        if Temperature(rawValue: head.text) != nil, sourceWords.count == 2, !sourceWords[1].wasQuoted, endsWithBar {
            let marbles = sourceWords[1].raw + bar
            throw ShellError.invalidArgument(command: "let", argument: "MARBLES", got: marbles,
                                             expected: "marbles in quotes, as in: let \(name) = \(head.text) \"\(marbles)\" (outside quotes, | starts an operator)")
        }
        guard sourceWords.count == 1, !isStreamName(head.text) else { return }
        let marbles = head.text + bar
        let looksLikeMarbles = head.text.contains("-") && head.text.allSatisfy { $0.isLetter || $0.isNumber || "-#()^".contains($0) }
        throw ShellError.invalidArgument(command: "let", argument: "SOURCE", got: marbles,
                                         expected: looksLikeMarbles ? "marbles after cold or hot, in quotes, as in: let \(name) = cold \"\(marbles)\""
                                             : "cold \"MARBLES\", hot \"MARBLES\" or the name of a stream you defined, as in: \(usage)")
    }

    /// Checks the name of a stream `let` defines (which may not be a keyword or an operator).
    static func checkStreamName(_ name: String) throws(ShellError) {
        guard isStreamName(name) else {
            throw ShellError.invalidArgument(command: "let", argument: "NAME", got: name,
                                             expected: "a short name of letters and digits, like a or clicks")
        }
        if name == "hot" || name == "cold" || PlayOperatorCatalog.spec(named: name) != nil {
            throw ShellError.invalidArgument(command: "let", argument: "NAME", got: name,
                                             expected: "a name that is not a keyword or an operator")
        }
    }

    /// Checks a name `command` reads as `argument`: a stream defined with `let` before.
    static func checkStreamReference(_ name: String, command: String, argument: String) throws(ShellError) {
        guard isStreamName(name) else {
            throw ShellError.invalidArgument(command: command, argument: argument, got: name,
                                             expected: "the name of a stream you defined with let, like a or clicks")
        }
    }

    private static func splitAtPipes(_ words: [Token]) -> [[Token]] {
        var stages: [[Token]] = [[]]
        for word in words {
            if word.isPipe { stages.append([]) } else { stages[stages.count - 1].append(word) }
        }
        return stages
    }

    private static func parseSource(_ words: [Token]) throws(ShellError) -> StreamSource {
        let head = words[0]
        if !head.wasQuoted, let temperature = Temperature(rawValue: head.text) {
            guard words.count == 2 else {
                throw ShellError.missingArgument(command: "let", argument: "MARBLES",
                                                 expected: "one quoted marble string after '\(head.text)', like \(head.text) \"--1--2--|\"")
            }
            let diagram = words[1].text
            try MarbleSyntax.validate(diagram, temperature: temperature)
            return .marble(temperature: temperature, diagram: diagram)
        }
        guard words.count == 1 else {
            throw ShellError.invalidArgument(command: "let", argument: "SOURCE", got: words.map(\.raw).joined(separator: " "),
                                             expected: "cold \"MARBLES\", hot \"MARBLES\" or one stream name; put operators after '|'")
        }
        try checkStreamReference(head.text, command: "let", argument: "SOURCE")
        return .reference(head.text)
    }

    static func parseOperator(_ words: [Token]) throws(ShellError) -> PlayOperator {
        guard let head = words.first else {
            throw ShellError.missingArgument(command: "let", argument: "OPERATOR", expected: "an operator after '|', like map x*10")
        }
        let name = head.text
        guard let spec = PlayOperatorCatalog.spec(named: name) else {
            let suggestion = DidYouMean.closest(to: name, among: PlayOperatorCatalog.all.map(\.name))
            throw ShellError.unknownOperator(name, suggestion: suggestion)
        }
        let args = Array(words.dropFirst())
        let rest = args.map(\.raw).joined(separator: " ")

        func expression(_ text: String, allowed: [String]) throws(ShellError) -> Expression {
            guard !text.isEmpty else {
                throw ShellError.missingArgument(command: name, argument: "EXPR", expected: "an expression, as in: \(spec.summary)")
            }
            return try ExpressionParser.parse(text, allowed: allowed)
        }
        func count(_ label: String) throws(ShellError) -> Int {
            guard args.count == 1 || (name == "throttle" && args.count == 2) else {
                throw ShellError.invalidArgument(command: name, argument: label, got: rest, expected: "one whole number, as in: \(spec.summary)")
            }
            guard let value = Int(args[0].text), value >= 0, value <= 1_000_000 else {
                throw ShellError.invalidArgument(command: name, argument: label, got: args[0].text,
                                                 expected: "a whole number from 0 to 1000000")
            }
            return value
        }
        func noArguments() throws(ShellError) {
            if !args.isEmpty {
                throw ShellError.unexpectedArgument(command: name, got: rest)
            }
        }
        func streamAndCombiner(_ fallback: Expression) throws(ShellError) -> (String, Expression) {
            guard let stream = args.first else {
                throw ShellError.missingArgument(command: name, argument: "STREAM", expected: "a stream name, as in: \(spec.summary)")
            }
            try checkStreamReference(stream.text, command: name, argument: "STREAM")
            let text = args.dropFirst().map(\.raw).joined(separator: " ")
            return (stream.text, text.isEmpty ? fallback : try expression(text, allowed: ["x", "y"]))
        }
        let both = Expression.binary(.add, .variable("x"), .variable("y"))

        switch name {
        case "map": return .map(try expression(rest, allowed: ["x"]))
        case "filter": return .filter(try expression(rest, allowed: ["x"]))
        case "scan":
            guard let seed = args.first else {
                throw ShellError.missingArgument(command: name, argument: "SEED", expected: "a start value, as in: \(spec.summary)")
            }
            let body = args.dropFirst().map(\.raw).joined(separator: " ")
            return .scan(seed: PlayValue(literal: seed.text), try expression(body, allowed: ["acc", "x"]))
        case "debounce": return .debounce(try count("TICKS"))
        case "throttle":
            let ticks = try count("TICKS")
            var latest = true
            if args.count == 2 {
                guard let pair = args[1].keyValue, pair.key == "latest", let flag = Bool(pair.value) else {
                    throw ShellError.invalidArgument(command: name, argument: "latest", got: args[1].text, expected: "latest=true or latest=false")
                }
                latest = flag
            }
            return .throttle(ticks, latest: latest)
        case "delay": return .delay(try count("TICKS"))
        case "take": return .take(try count("COUNT"))
        case "skip": return .skip(try count("COUNT"))
        case "distinctUntilChanged": try noArguments(); return .distinctUntilChanged
        case "observeOn": try noArguments(); return .observeOn
        case "subscribeOn": try noArguments(); return .subscribeOn
        case "share":
            if args.isEmpty { return .share(replay: 0) }
            guard args.count == 1, let pair = args[0].keyValue, pair.key == "replay", let replay = Int(pair.value), (0...100).contains(replay) else {
                throw ShellError.invalidArgument(command: name, argument: "replay", got: rest, expected: "nothing, or replay=N with N from 0 to 100, as in: share replay=1")
            }
            return .share(replay: replay)
        case "startWith":
            guard !args.isEmpty else {
                throw ShellError.missingArgument(command: name, argument: "VALUE", expected: "one or more values, as in: \(spec.summary)")
            }
            return .startWith(args.map { PlayValue(literal: $0.text) })
        case "merge", "concat":
            guard !args.isEmpty else {
                throw ShellError.missingArgument(command: name, argument: "STREAM", expected: "one or more stream names, as in: \(spec.summary)")
            }
            for arg in args { try checkStreamReference(arg.text, command: name, argument: "STREAM") }
            let names = args.map(\.text)
            return name == "merge" ? .merge(names) : .concat(names)
        case "combineLatest": let (s, e) = try streamAndCombiner(both); return .combineLatest(s, e)
        case "withLatestFrom": let (s, e) = try streamAndCombiner(.variable("y")); return .withLatestFrom(s, e)
        case "zip": let (s, e) = try streamAndCombiner(both); return .zip(s, e)
        case "flatMap": let (s, e) = try streamAndCombiner(both); return .flatMap(s, e)
        case "flatMapLatest": let (s, e) = try streamAndCombiner(both); return .flatMapLatest(s, e)
        default: let (s, e) = try streamAndCombiner(both); return .concatMap(s, e)
        }
    }
}
