/// One positional argument of a command: its shape (how many words, which values), the
/// name it is stored under, what the learner is told when it is missing or wrong, and where
/// Tab finds candidates for it.
public struct ArgumentDeclaration: Sendable {
    /// How the argument reads words; every shape's usage, parsing and completion follow from it.
    public enum Shape: Sendable {
        /// One word, required or optional.
        case word(optional: Bool)
        /// One whole number from 0 to `maximum`.
        case number(maximum: Int)
        /// An optional word that must be one of `options`.
        case choice([String])
        /// An optional `KEYWORD NAME` pair (`to PARENT`); the stored value is NAME.
        case keyword(String)
        /// Every remaining word as `KEY=VALUE`, each key once.
        case pairs
        /// Every remaining word, at least `minimum` of them.
        case words(minimum: Int)
        /// Every remaining word, parsed as another command (`at TIME COMMAND`).
        case command
        /// Every remaining token, read by a parser of the command's own (`let`, `reset`).
        case custom(@Sendable ([Token], CommandDeclaration) throws(ShellError) -> ArgumentValue?)
    }

    /// The key in `ParsedArguments` and the word shown in usage, e.g. `NAME`.
    public var name: String
    public var shape: Shape
    /// Said after "expected" when the argument is missing or wrong.
    public var expected: String
    /// What the argument is called in an "invalid" error, when not `name` (`format`, `switch`).
    public var label: String?
    public var completion: CompletionSource
    /// Usage text when the derived one would not say enough (`STREAM | all`).
    public var usageOverride: String?
    /// Checks each word of a `.words` argument as it is parsed.
    public var check: (@Sendable (String) throws(ShellError) -> Void)?

    public init(_ name: String, _ shape: Shape, expected: String = "", label: String? = nil,
                completion: CompletionSource = .none, usage: String? = nil,
                check: (@Sendable (String) throws(ShellError) -> Void)? = nil) {
        self.name = name
        self.shape = shape
        self.expected = expected
        self.label = label
        self.completion = completion
        self.usageOverride = usage
        self.check = check
    }

    /// How the argument appears in usage lines and hints.
    public var usage: String {
        if let usageOverride { return usageOverride }
        switch shape {
        case .word(let optional): return optional ? "[\(name)]" : name
        case .number, .command, .custom: return name
        case .choice(let options): return "[" + options.joined(separator: " | ") + "]"
        case .keyword(let keyword): return "[\(keyword) \(name)]"
        case .pairs: return "[KEY=VALUE ...]"
        case .words(let minimum): return minimum > 0 ? "\(name) ..." : "[\(name) ...]"
        }
    }

    /// How many words the argument reads; nil for "all that remain".
    var width: Int? {
        switch shape {
        case .word, .number, .choice: return 1
        case .keyword: return 2
        case .pairs, .words, .command, .custom: return nil
        }
    }

    /// Candidates for the word at `index` inside this argument.
    func candidates(_ query: CompletionQuery) -> [String] {
        switch shape {
        case .choice(let options): return options
        case .keyword(let keyword): return query.indexInArgument == 0 ? [keyword] : completion.candidates(query)
        default: return completion.candidates(query)
        }
    }
}

extension ArgumentDeclaration {
    /// A required word.
    public static func word(_ name: String, expected: String, completion: CompletionSource = .none, usage: String? = nil) -> Self {
        .init(name, .word(optional: false), expected: expected, completion: completion, usage: usage)
    }

    /// An optional word.
    public static func optionalWord(_ name: String, expected: String = "", completion: CompletionSource = .none) -> Self {
        .init(name, .word(optional: true), expected: expected, completion: completion)
    }
}
