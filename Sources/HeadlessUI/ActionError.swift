/// Why a user action could not be performed, in words for the learner.
public enum ActionError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownAction(name: String, available: [String])
    case unknownParameter(action: String, parameter: String, expected: [String])
    case missingParameter(action: String, parameter: String)
    case invalidValue(action: String, parameter: String, value: String, expected: String)
    /// The view is not in a state where the action makes sense (e.g. the button is hidden).
    case unavailable(action: String, reason: String)

    public var description: String {
        switch self {
        case .unknownAction(let name, let available):
            return "There is no action '\(name)' here. Try one of: \(available.joined(separator: ", "))."
        case .unknownParameter(let action, let parameter, let expected):
            let list = expected.isEmpty ? "it takes no parameters" : "it takes: \(expected.joined(separator: ", "))"
            return "'\(action)' has no parameter '\(parameter)'; \(list)."
        case .missingParameter(let action, let parameter):
            return "'\(action)' needs \(parameter)."
        case .invalidValue(let action, let parameter, let value, let expected):
            return "'\(value)' is not a valid \(parameter) for '\(action)'; write \(expected)."
        case .unavailable(let action, let reason):
            return "'\(action)' can't be done now: \(reason)"
        }
    }
}
