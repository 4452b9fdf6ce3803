/// One token of Swift source as `SwiftTokens` reads it: what kind it is, its text and the
/// line and column it starts at. Comments and whitespace are not tokens.
///
/// `text` is the token as the compiler sees it, delimiters aside: an identifier without its
/// backticks, an attribute or pound keyword without `@` or `#`, a string literal's characters
/// between its quotes and interpolations (escapes not decoded).
public struct SwiftToken: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A name: `count`, `$0`, or a backticked one (`` `class` `` has the text `class`).
        case identifier
        /// A reserved word (`import`, `func`, `self`) or a declaration modifier (`final`, `weak`).
        case keyword
        /// `@name`: `@testable` has the text `testable`, `@_silgen_name` the text `_silgen_name`.
        case attribute
        /// `#name`: `#if` has the text `if`, `#filePath` the text `filePath`.
        case poundKeyword
        /// An integer or floating-point literal, as written (`0x1F`, `1_000`, `2.5e-3`).
        case number
        /// A piece of a string literal. `"a\(x)b"` is the string `a`, the punctuation `\(`, the
        /// identifier `x`, the punctuation `)` and the string `b`; `""` is one empty string.
        case string
        /// A regular expression literal (`/a+/`, `#/a+/#`), its text between the delimiters.
        case regex
        /// An operator (`+`, `==`, `..<`, `->`) or punctuation (`(`, `.`, `,`, `:`, `\(`).
        case punctuation
    }

    public var kind: Kind
    public var text: String
    /// 1-based line of the token's first character.
    public var line: Int
    /// 1-based column of the token's first character on its line, in UTF-8 bytes as the
    /// compiler counts them (an attribute's `@`, a backticked name's backtick). A string
    /// piece that begins on an earlier line than its token says has column 1.
    public var column: Int

    public init(_ kind: Kind, _ text: String, line: Int, column: Int = 1) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
    }

    /// True for the keyword or punctuation `text`.
    public func `is`(_ text: String) -> Bool {
        (kind == .keyword || kind == .punctuation) && self.text == text
    }
}
