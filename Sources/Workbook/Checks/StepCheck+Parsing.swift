extension StepCheck {
    /// Why a check's text could not be parsed; `LessonParser` adds file and line.
    public struct ParseError: Error, Equatable, Sendable {
        /// True when the first word is not a known check (as opposed to a known check written badly).
        public var isUnknownCheck: Bool
        public var message: String
    }

    /// Every form a check can take, listed in error messages.
    public static let forms = [
        "scene NAME", "app NAME", "tree contains NAME", "tree lacks NAME",
        "recorded STREAM next(VALUE)@TIME", "recorded STREAM completed@TIME", "recorded STREAM error@TIME",
        "fired NAME", "time >= TIME", "ran COMMAND", "detached NAME", "freed NAME", "predicted STREAM", "traced CALL",
        "exercise passes", "all of: CHECK; CHECK",
    ]

    /// Parses the text after `check:`. Called by `LessonParser` for every check directive.
    public init(parsing text: String) throws(ParseError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let words = trimmed.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let keyword = words.first else {
            throw ParseError(isUnknownCheck: true, message: "the check is empty; write one of: \(Self.formList)")
        }
        let rest = words.dropFirst()
        func single(_ form: String) throws(ParseError) -> String {
            guard rest.count == 1, let name = rest.first else {
                throw ParseError(isUnknownCheck: false, message: "write `\(form)` with exactly one name, e.g. `\(keyword) title`")
            }
            return name
        }
        switch keyword {
        case "scene": self = .sceneLoaded(try single("scene NAME"))
        case "app": self = .appLaunched(try single("app NAME"))
        case "fired": self = .fired(try single("fired NAME"))
        case "detached": self = .detached(try single("detached NAME"))
        case "freed": self = .freed(try single("freed NAME"))
        case "predicted": self = .predicted(try single("predicted STREAM"))
        case "tree":
            guard rest.count == 2, let verb = rest.first, let name = rest.last,
                  ["contains", "has", "lacks"].contains(verb) else {
                throw ParseError(isUnknownCheck: false, message: "write `tree contains NAME` or `tree lacks NAME`")
            }
            self = verb == "lacks" ? .treeLacks(name) : .treeContains(name)
        case "time":
            guard rest.count == 2, rest.first == ">=", let value = rest.last.flatMap({ CheckTime(parsing: $0) }) else {
                throw ParseError(isUnknownCheck: false, message: "write `time >= TIME` with a whole number, e.g. `time >= 300`, or `time >= +40` for 40 ticks after the step began")
            }
            self = .timeAtLeast(value)
        case "ran":
            guard !rest.isEmpty else {
                throw ParseError(isUnknownCheck: false, message: "write `ran COMMAND`, e.g. `ran help`")
            }
            self = .ran(rest.joined(separator: " "))
        case "traced":
            guard !rest.isEmpty else {
                throw ParseError(isUnknownCheck: false, message: "write `traced CALL` with the start of a traced call, e.g. `traced displayLabelList`")
            }
            self = .traced(rest.joined(separator: " "))
        case "exercise":
            guard Array(rest) == ["passes"] else {
                throw ParseError(isUnknownCheck: false, message: "write `exercise passes`")
            }
            self = .exercisePasses
        case "recorded":
            self = try Self.parseRecorded(Array(rest))
        case "all":
            self = try Self.parseAllOf(trimmed)
        default:
            throw ParseError(isUnknownCheck: true,
                             message: "`\(keyword)` is not a check; write one of: \(Self.formList)")
        }
    }

    private static var formList: String { forms.map { "`\($0)`" }.joined(separator: ", ") }

    private static func parseRecorded(_ words: [String]) throws(ParseError) -> StepCheck {
        let usage = "write `recorded STREAM next(VALUE)@TIME` (or `completed@TIME`, `error@TIME`; `@+TIME` counts from the step's start; `@TIME` may be left out)"
        guard words.count >= 2, let stream = words.first else {
            throw ParseError(isUnknownCheck: false, message: usage)
        }
        var event = words.dropFirst().joined(separator: " ")
        var time: CheckTime?
        if let at = event.lastIndex(of: "@") {
            guard let value = CheckTime(parsing: event[event.index(after: at)...]) else {
                throw ParseError(isUnknownCheck: false, message: "the time after `@` must be a whole number (`@50`) or one counted from the step's start (`@+50`); \(usage)")
            }
            time = value
            event = String(event[..<at])
        }
        let isNext = event.hasPrefix("next(") && event.hasSuffix(")")
        let isError = event == "error" || (event.hasPrefix("error(") && event.hasSuffix(")"))
        guard isNext || isError || event == "completed" else {
            throw ParseError(isUnknownCheck: false, message: "`\(event)` is not an event; \(usage)")
        }
        return .recorded(stream: stream, event: event, time: time)
    }

    private static func parseAllOf(_ text: String) throws(ParseError) -> StepCheck {
        let usage = "write `all of: CHECK; CHECK`, e.g. `all of: scene title; fired load`"
        guard text.hasPrefix("all of:") else { throw ParseError(isUnknownCheck: false, message: usage) }
        let parts = text.dropFirst("all of:".count).split(separator: ";")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count >= 2, !parts.contains(where: \.isEmpty) else {
            throw ParseError(isUnknownCheck: false, message: "list at least two checks; \(usage)")
        }
        var checks: [StepCheck] = []
        for part in parts {
            let check = try StepCheck(parsing: part)
            if case .allOf = check {
                throw ParseError(isUnknownCheck: false, message: "`all of` cannot contain another `all of`; list the checks in one line")
            }
            checks.append(check)
        }
        return .allOf(checks)
    }
}
