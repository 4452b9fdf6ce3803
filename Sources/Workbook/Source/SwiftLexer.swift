/// The scanner behind `SwiftTokens`: reads UTF-8 bytes once, front to back, without recursion
/// (a string's interpolation is code read on a stack of open strings), so no input can make
/// it crash or run out of stack.
struct SwiftLexer {
    /// A string literal being read: its number of `#`, whether it spans lines, where it began.
    struct Delimiter {
        var hashes: Int
        var multiLine: Bool
        var line: Int
    }

    let bytes: [UInt8]
    var index = 0
    var line = 1
    /// Where the current line begins in `bytes`, for columns.
    var lineStart = 0
    var tokens: [SwiftToken] = []
    var unterminated: [Int] = []
    /// The string whose characters are being read; nil while reading code.
    var string: Delimiter?
    /// Strings whose interpolation `\(...)` is being read, innermost last, each with the
    /// parentheses that were open in the code around it.
    var interpolations: [(delimiter: Delimiter, depth: Int)] = []
    /// Parentheses open in the code being read (inside the innermost interpolation, if any).
    var depth = 0
    /// A bare regex literal cannot start before this index (no closing `/` on the rest of the line).
    var noRegexBefore = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func run() {
        while index < bytes.count {
            if let delimiter = string { readString(delimiter) } else { readCode() }
        }
        if let delimiter = string { unterminated.append(delimiter.line) }
        unterminated += interpolations.map(\.delimiter.line)
    }

    func byte(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    mutating func emit(_ kind: SwiftToken.Kind, from start: Int, line: Int? = nil) {
        tokens.append(SwiftToken(kind, String(decoding: bytes[start..<index], as: UTF8.self), line: line ?? self.line,
                                 column: column(of: kind == .attribute ? start - 1 : start, line: line)))
    }

    /// A token whose `text` ends at `index`.
    mutating func emit(_ kind: SwiftToken.Kind, _ text: String) {
        tokens.append(SwiftToken(kind, text, line: line, column: column(of: index - text.utf8.count, line: nil)))
    }

    /// The column of the byte at `start`, on the current line unless `line` names an earlier one.
    func column(of start: Int, line: Int?) -> Int {
        guard line == nil || line == self.line, start >= lineStart else { return 1 }
        return start - lineStart + 1
    }

    /// Steps over the line break at `index` (`\n`, `\r\n` or a lone `\r`), counting one line.
    mutating func skipLineBreak() {
        if bytes[index] == UInt8(ascii: "\r"), byte(1) == UInt8(ascii: "\n") { index += 1 }
        index += 1
        line += 1
        lineStart = index
    }

    /// Reads one token of code, or skips whitespace or a comment.
    mutating func readCode() {
        let current = bytes[index]
        switch current {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
            index += 1
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            skipLineBreak()
        case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
        case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
            skipBlockComment()
        case UInt8(ascii: "\""):
            openString(hashes: 0)
        case UInt8(ascii: "#"):
            readPound()
        case UInt8(ascii: "@"):
            readPrefixedName(.attribute)
        case UInt8(ascii: "`"):
            readBackticked()
        case UInt8(ascii: "$"):
            readDollar()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            readNumber()
        case UInt8(ascii: "("):
            depth += 1
            index += 1
            emit(.punctuation, "(")
        case UInt8(ascii: ")"):
            index += 1
            emit(.punctuation, ")")
            if depth == 0, let outer = interpolations.popLast() {
                string = outer.delimiter
                depth = outer.depth
            } else {
                depth = max(0, depth - 1)
            }
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","),
             UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "\\"):
            index += 1
            emit(.punctuation, String(UnicodeScalar(current)))
        case UInt8(ascii: "/") where regexMayStart():
            if !readBareRegex() { readOperator() }
        default:
            if SwiftCharacters.isOperatorHead(bytes, at: index) {
                readOperator()
            } else if SwiftCharacters.isIdentifierHead(bytes, at: index) {
                readIdentifier()
            } else {
                let start = index
                index += SwiftCharacters.scalar(bytes, at: index).length
                if !SwiftCharacters.isWhitespace(bytes, at: start) { emit(.punctuation, from: start) }
            }
        }
    }

    /// Skips a `/* */` comment, nested ones included.
    mutating func skipBlockComment() {
        let startLine = line
        var nesting = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                nesting += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                nesting -= 1
                index += 2
                if nesting == 0 { return }
            } else if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
                skipLineBreak()
            } else {
                index += 1
            }
        }
        unterminated.append(startLine)
    }

    /// A name, or a keyword when it is one.
    mutating func readIdentifier() {
        let start = index
        while index < bytes.count, SwiftCharacters.isIdentifierBody(bytes, at: index) {
            index += SwiftCharacters.scalar(bytes, at: index).length
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        emit(SwiftCharacters.keywords.contains(text) ? .keyword : .identifier, text)
    }

    /// `@name` (an attribute) or, from `readPound`, `#name`; a lone `@` or `#` is punctuation.
    mutating func readPrefixedName(_ kind: SwiftToken.Kind) {
        let sign = bytes[index]
        index += 1
        guard index < bytes.count, SwiftCharacters.isIdentifierHead(bytes, at: index) else {
            emit(.punctuation, String(UnicodeScalar(sign)))
            return
        }
        let start = index
        while index < bytes.count, SwiftCharacters.isIdentifierBody(bytes, at: index) {
            index += SwiftCharacters.scalar(bytes, at: index).length
        }
        emit(kind, from: start)
    }

    /// `` `name` `` on one line; a backtick without its closing one is punctuation.
    mutating func readBackticked() {
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > index + 1 else {
            index += 1
            emit(.punctuation, "`")
            return
        }
        tokens.append(SwiftToken(.identifier, String(decoding: bytes[(index + 1)..<end], as: UTF8.self), line: line,
                                 column: column(of: index, line: nil)))
        index = end + 1
    }

    /// `$0`, `$name` (closure arguments, property wrappers); a lone `$` is punctuation.
    mutating func readDollar() {
        let start = index
        index += 1
        while index < bytes.count, SwiftCharacters.isIdentifierBody(bytes, at: index) {
            index += SwiftCharacters.scalar(bytes, at: index).length
        }
        emit(index - start > 1 ? .identifier : .punctuation, from: start)
    }

    /// An operator: a run of operator characters (dots only in one that starts with a dot),
    /// stopping before a comment.
    mutating func readOperator() {
        let start = index
        let dotted = bytes[index] == UInt8(ascii: ".")
        repeat {
            if bytes[index] == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "/") || byte(1) == UInt8(ascii: "*"), index > start { break }
            index += SwiftCharacters.scalar(bytes, at: index).length
        } while index < bytes.count && (SwiftCharacters.isOperatorBody(bytes, at: index) || (dotted && bytes[index] == UInt8(ascii: ".")))
        emit(.punctuation, from: start)
    }
}
