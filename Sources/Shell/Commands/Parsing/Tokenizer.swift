/// Splits a line into commands (at unquoted `;`) and each command into tokens.
///
/// Rules, chosen to feel like a POSIX shell without its surprises:
/// - blanks separate words; `"..."` allows `\"`, `\\`, `\n`, `\t`; `'...'` is literal;
/// - outside quotes a backslash escapes the next character;
/// - an unquoted `;` ends a command, an unquoted `|` is a word of its own (the playground's pipe);
/// - an unquoted `#` at the start of a word starts a comment that runs to the end of the line.
/// Called by `Shell.submit(line:)` once per input line, before parsing.
public enum Tokenizer {
    /// Returns one token list per command in `line`; empty commands are dropped.
    public static func split(_ line: String) throws(ShellError) -> [[Token]] {
        var commands: [[Token]] = []
        var current: [Token] = []
        var builder = WordBuilder()
        var column = 0
        var iterator = Array(line).makeIterator()
        var pending: Character? = nil

        func nextCharacter() -> Character? {
            if let char = pending { pending = nil; return char }
            guard let char = iterator.next() else { return nil }
            column += 1
            return char
        }
        func flushWord() {
            if let token = builder.finish() { current.append(token) }
        }
        func flushCommand() {
            flushWord()
            if !current.isEmpty { commands.append(current) }
            current = []
        }

        while let char = nextCharacter() {
            switch char {
            case " ", "\t", "\r", "\n":
                flushWord()
            case ";":
                flushCommand()
            case "|":
                flushWord()
                current.append(Token(text: "|", raw: "|", column: column))
            case "#" where !builder.isStarted:
                flushCommand()
                return commands
            case "\\":
                guard let escaped = nextCharacter() else {
                    throw ShellError.danglingEscape(column: column)
                }
                builder.start(at: column - 1)
                builder.append(escaped, raw: "\\" + String(escaped))
                builder.wasQuoted = true
            case "\"", "'":
                let opening = column
                builder.start(at: column)
                builder.wasQuoted = true
                builder.appendRaw(char)
                var closed = false
                while let inner = nextCharacter() {
                    if inner == char {
                        builder.appendRaw(inner)
                        closed = true
                        break
                    }
                    if char == "\"" && inner == "\\" {
                        guard let escaped = nextCharacter() else { break }
                        builder.append(Self.unescape(escaped), raw: "\\" + String(escaped))
                    } else {
                        builder.append(inner, raw: String(inner))
                    }
                }
                if !closed { throw ShellError.unterminatedQuote(column: opening) }
            case "=":
                builder.start(at: column)
                builder.markEquals()
                builder.append(char, raw: "=")
            default:
                builder.start(at: column)
                builder.append(char, raw: String(char))
            }
        }
        flushCommand()
        return commands
    }

    private static func unescape(_ char: Character) -> Character {
        switch char {
        case "n": return "\n"
        case "t": return "\t"
        default: return char
        }
    }
}

/// Accumulates one word while the tokenizer walks the line.
private struct WordBuilder {
    var text = ""
    var raw = ""
    var equalsOffset: Int?
    var wasQuoted = false
    var column = 0
    var isStarted = false

    mutating func start(at column: Int) {
        guard !isStarted else { return }
        isStarted = true
        self.column = column
    }

    mutating func append(_ char: Character, raw: String) {
        text.append(char)
        self.raw += raw
    }

    mutating func appendRaw(_ char: Character) { raw.append(char) }

    mutating func markEquals() {
        if equalsOffset == nil { equalsOffset = text.count }
    }

    mutating func finish() -> Token? {
        defer { self = WordBuilder() }
        guard isStarted else { return nil }
        return Token(text: text, raw: raw, unquotedEqualsOffset: equalsOffset, wasQuoted: wasQuoted, column: column)
    }
}
