/// A named thing a learner can do to a headless view (tap a button, type into a field),
/// with its typed parameters: what the shell's `fire` command sends and completes.
public struct UserAction: Sendable, Equatable {
    /// The name typed after `fire`, e.g. `login`.
    public let name: String
    /// One line saying what it does, for `help` and completion.
    public let summary: String
    /// The `key=value` parameters it takes.
    public let parameters: [ActionParameter]
    /// Other names that fire it: the interactor method or request model the action stands for
    /// in the seed (`getLabelList` for `load`), so code read in the seed can be typed as is.
    public let aliases: [String]

    public init(_ name: String, summary: String, parameters: [ActionParameter] = [], aliases: [String] = []) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.aliases = aliases
    }

    /// Whether `typed` names this action, by its name or one of its aliases.
    public func isNamed(_ typed: String) -> Bool {
        name == typed || aliases.contains(typed)
    }
}

extension Array where Element == UserAction {
    /// The action `typed` names, by its name or an alias: how a typed action is found, by
    /// `fire`, completion and hints alike.
    public func first(named typed: String) -> UserAction? {
        first { $0.isNamed(typed) }
    }
}

/// One `key=value` parameter of a user action.
public struct ActionParameter: Sendable, Equatable {
    /// The kind of value a parameter takes.
    public enum Kind: Sendable, Equatable {
        case text
        case integer(ClosedRange<Int>?)
        case boolean
        case choice([String])
    }

    public let name: String
    public let kind: Kind
    public let isRequired: Bool
    /// The value used when the parameter is optional and omitted.
    public let defaultValue: String?
    public let summary: String

    public init(_ name: String, _ kind: Kind, required: Bool = true, default defaultValue: String? = nil, summary: String = "") {
        self.name = name
        self.kind = kind
        self.isRequired = required
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// How the parameter is written in usage lines: `name=<text>`, `[row=<0...2>]`.
    public var usage: String {
        let value: String
        switch kind {
        case .text: value = "<text>"
        case .integer(let range): value = range.map { "<\($0.lowerBound)...\($0.upperBound)>" } ?? "<number>"
        case .boolean: value = "<true|false>"
        case .choice(let options): value = "<" + options.joined(separator: "|") + ">"
        }
        let written = "\(name)=\(value)"
        return isRequired ? written : "[\(written)]"
    }
}

extension UserAction {
    /// The usage line: `login name=<text>`.
    public var usage: String {
        ([name] + parameters.map(\.usage)).joined(separator: " ")
    }

    /// Checks and converts raw `key=value` strings; the error names the bad argument and
    /// what is expected, for the learner.
    public func validate(_ raw: [String: String]) throws(ActionError) -> ActionArguments {
        for key in raw.keys.sorted() where !parameters.contains(where: { $0.name == key }) {
            throw .unknownParameter(action: name, parameter: key, expected: parameters.map(\.name))
        }
        var values: [String: ActionArguments.Value] = [:]
        for parameter in parameters {
            guard let text = raw[parameter.name] ?? parameter.defaultValue else {
                if parameter.isRequired { throw .missingParameter(action: name, parameter: parameter.usage) }
                continue
            }
            values[parameter.name] = try parameter.convert(text, action: name)
        }
        return ActionArguments(values: values)
    }
}

extension ActionParameter {
    func convert(_ text: String, action: String) throws(ActionError) -> ActionArguments.Value {
        switch kind {
        case .text:
            return .text(text)
        case .integer(let range):
            guard let number = Int(text) else { throw .invalidValue(action: action, parameter: name, value: text, expected: usage) }
            if let range, !range.contains(number) { throw .invalidValue(action: action, parameter: name, value: text, expected: usage) }
            return .integer(number)
        case .boolean:
            switch text.lowercased() {
            case "true", "yes", "1", "on": return .boolean(true)
            case "false", "no", "0", "off": return .boolean(false)
            default: throw .invalidValue(action: action, parameter: name, value: text, expected: usage)
            }
        case .choice(let options):
            guard options.contains(text) else { throw .invalidValue(action: action, parameter: name, value: text, expected: usage) }
            return .text(text)
        }
    }
}
