/// A value flowing through a playground stream: a whole number, a text or a truth value.
///
/// Marble characters become values (`1` is a number, `a` is a text); operator expressions
/// compute new ones. Rendered in marble diagrams by `description`.
public enum PlayValue: Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    case text(String)
    case truth(Bool)

    /// Reads a marble character or an expression literal: digits make a number.
    public init(literal: String) {
        if let number = Int(literal) {
            self = .number(number)
        } else if literal == "true" || literal == "false" {
            self = .truth(literal == "true")
        } else {
            self = .text(literal)
        }
    }

    public var description: String {
        switch self {
        case .number(let number): return String(number)
        case .text(let text): return text
        case .truth(let truth): return truth ? "true" : "false"
        }
    }

    /// The name of the kind, for error messages ("expected a number, got a text").
    public var kindName: String {
        switch self {
        case .number: return "a number"
        case .text: return "a text"
        case .truth: return "true/false"
        }
    }
}
