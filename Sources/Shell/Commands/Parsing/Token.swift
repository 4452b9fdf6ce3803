/// One word of a command line after quoting and escapes are resolved.
///
/// The tokenizer produces these; the command parser reads `text`, and the playground parser
/// re-joins `raw` so that expressions keep the quotes the learner typed.
public struct Token: Equatable, Sendable {
    /// The word with quotes removed and escapes applied.
    public var text: String
    /// The word exactly as typed, quotes and backslashes included.
    public var raw: String
    /// Offset in `text` of the first `=` that was typed outside quotes, if any.
    public var unquotedEqualsOffset: Int?
    /// True when any part of the word was quoted.
    public var wasQuoted: Bool
    /// 1-based column of the word's first character in the line.
    public var column: Int

    public init(text: String, raw: String, unquotedEqualsOffset: Int? = nil, wasQuoted: Bool = false, column: Int = 1) {
        self.text = text
        self.raw = raw
        self.unquotedEqualsOffset = unquotedEqualsOffset
        self.wasQuoted = wasQuoted
        self.column = column
    }

    /// Splits `key=value` when the `=` was typed outside quotes and the key is a plain name.
    ///
    /// Called by the parser for `fire` arguments; `key="a b"` gives `("key", "a b")`.
    public var keyValue: (key: String, value: String)? {
        guard let offset = unquotedEqualsOffset, offset > 0 else { return nil }
        let key = String(text.prefix(offset))
        guard key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) else { return nil }
        return (key, String(text.dropFirst(offset + 1)))
    }

    /// True for an unquoted `|`, the playground's pipe.
    public var isPipe: Bool { !wasQuoted && text == "|" }
}
