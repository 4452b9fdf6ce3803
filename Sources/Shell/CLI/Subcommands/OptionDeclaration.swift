/// One `--name` option or flag of an `archlab` subcommand, declared once: its name, what it
/// takes, its help line. Usage, `--help`, usage errors and completion are derived from it.
///
/// The shell's command language has no `--name value` words (its commands take positional
/// words, `ArgumentDeclaration`); a subcommand's positional words are `ArgumentDeclaration`s
/// too, so this type holds only what the command line has and the shell has not.
public struct OptionDeclaration: Sendable, Equatable {
    /// What follows the option's name.
    public enum Value: Sendable, Equatable {
        /// Nothing: a flag (`--solutions`).
        case none
        /// One word, shown as `placeholder` (`--output FILE`); completed as a file name.
        case word(placeholder: String)
        /// One of `allowed` (`--format text|json|junit`); completed with them.
        case oneOf([String])
    }

    /// `--format`.
    public var name: String
    /// Other spellings (`-y` for `--yes`).
    public var aliases: [String]
    public var value: Value
    /// What `archlab NAME --help` says about it.
    public var help: String
    /// The form of the subcommand cannot go without it (`reset LESSON --exercise`).
    public var required: Bool
    /// The flag it only makes sense with (`--course-repo` with `--classroom`); shown inside
    /// that flag's brackets, and refused without it.
    public var requires: String?

    public init(_ name: String, aliases: [String] = [], value: Value = .none, help: String,
                required: Bool = false, requires: String? = nil) {
        self.name = name
        self.aliases = aliases
        self.value = value
        self.help = help
        self.required = required
        self.requires = requires
    }

    /// A flag: `--solutions`.
    public static func flag(_ name: String, aliases: [String] = [], help: String, required: Bool = false) -> Self {
        .init(name, aliases: aliases, help: help, required: required)
    }

    /// An option with a value: `--output FILE`, `--format text|json`.
    public static func option(_ name: String, _ value: Value, help: String, required: Bool = false, requires: String? = nil) -> Self {
        .init(name, value: value, help: help, required: required, requires: requires)
    }

    /// `--format text|json|junit`, `--output FILE`, `--solutions`: the option and what it takes.
    public var shape: String {
        switch value {
        case .none: name
        case .word(let placeholder): "\(name) \(placeholder)"
        case .oneOf(let allowed): "\(name) " + allowed.joined(separator: "|")
        }
    }

    /// The words Tab offers for its value; nil when it takes none, empty for a file name.
    public var valueCandidates: [String]? {
        switch value {
        case .none: nil
        case .word: []
        case .oneOf(let allowed): allowed
        }
    }

    func answers(to word: String) -> Bool { word == name || aliases.contains(word) }
}

/// One thing a subcommand's form reads, in the order its usage shows them.
public enum SubcommandParameter: Sendable {
    case option(OptionDeclaration)
    /// A positional word (or words), declared as the shell declares a command's arguments:
    /// `.optionalWord("LESSON", completion: .lessonIDs)`, `.word("DIR", expected: ...)`,
    /// `ArgumentDeclaration("LESSON", .words(minimum: 0))`. Its `expected` is what the usage
    /// error says when it is missing.
    case positional(ArgumentDeclaration)
}

/// One way of calling a subcommand: `grade` has two, the course's (`[--format ...]
/// [--solutions]`) and the class's, chosen by `--roster`.
public struct SubcommandForm: Sendable {
    public var parameters: [SubcommandParameter]
    /// The option whose presence chooses this form (`--roster`); nil for the default form.
    public var selector: String?
    /// What the usage error says when a required word or option is missing; nil: `needs X`.
    public var whenIncomplete: String?

    public init(_ parameters: [SubcommandParameter], selector: String? = nil, whenIncomplete: String? = nil) {
        self.parameters = parameters
        self.selector = selector
        self.whenIncomplete = whenIncomplete
    }

    public var options: [OptionDeclaration] {
        parameters.compactMap { if case .option(let option) = $0 { option } else { nil } }
    }

    public var positionals: [ArgumentDeclaration] {
        parameters.compactMap { if case .positional(let argument) = $0 { argument } else { nil } }
    }

    /// `[--format text|json|junit] [--solutions]`: each parameter's usage in order, an option
    /// that `requires` a flag inside that flag's brackets.
    public var usage: String {
        parameters.compactMap { parameter -> String? in
            switch parameter {
            case .positional(let argument): return argument.usage
            case .option(let option):
                if option.requires != nil { return nil }
                let nested = options.filter { $0.requires == option.name }.map { "[\($0.shape)]" }
                let text = ([option.shape] + nested).joined(separator: " ")
                return option.required ? text : "[\(text)]"
            }
        }.joined(separator: " ")
    }
}
