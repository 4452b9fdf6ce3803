import Foundation

/// Swift source read as tokens (`SwiftToken`), comments and layout dropped: what the import
/// policy, the submission audit and the similarity fingerprints read instead of lines of text,
/// so that `import XCTest;` is an import and the same words in a string or comment are not.
///
/// Reading never fails and takes time linear in the size of the source. Bytes that are not
/// UTF-8 are replaced (U+FFFD). A literal or comment that is never closed runs to the end of
/// its line (a single-line string) or of the file, and the line it began on is listed in
/// `unterminated`: the compiler rejects such a file, and a reader that must not be fooled
/// treats what follows as unread. Bare regex literals (`/a+/`) are told from division as the
/// compiler does, by the token before them; `#if` branches are all read, active or not.
public struct SwiftTokens: Equatable, Sendable {
    public let tokens: [SwiftToken]
    /// Lines (1-based, ascending) on which a block comment or a literal begins that is never closed.
    public let unterminated: [Int]

    public init(_ source: String) {
        var lexer = SwiftLexer(bytes: Array(source.utf8))
        lexer.run()
        tokens = lexer.tokens
        unterminated = Array(Set(lexer.unterminated)).sorted()
    }

    /// Reads `data` as UTF-8, replacing invalid bytes.
    public init(data: Data) {
        self.init(String(decoding: data, as: UTF8.self))
    }

    /// Reads the file at `url`; a file that cannot be read has no tokens.
    public init(contentsOf url: URL) {
        self.init(data: FileManager.default.contents(atPath: url.path) ?? Data())
    }
}
