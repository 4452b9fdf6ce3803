/// The command being typed at the end of a line, as the tokenizer reads it: what Tab
/// completion and the right-prompt hint work from.
///
/// An open quote is closed for the purpose (`fire say text="hel` is the word `text=hel`);
/// a `;` starts a new, empty command.
struct PartialLine {
    /// Words of the last command before the one being typed, quotes resolved.
    var words: [String]
    /// The word under the cursor (empty after a blank).
    var current: String

    /// Nil when the line cannot be read (a dangling backslash).
    init?(_ line: String) {
        var text = line
        var tokens: [[Token]]? = try? Tokenizer.split(text)
        var closedQuote = false
        if tokens == nil {
            for quote in ["\"", "'"] where tokens == nil {
                text = line + quote
                tokens = try? Tokenizer.split(text)
                closedQuote = tokens != nil
            }
        }
        guard let commands = tokens else { return nil }
        var last = commands.last ?? []
        if let token = last.last {
            // A `;` or a blank after the last word: that word is finished.
            let end = line.index(line.startIndex, offsetBy: min(line.count, token.column - 1 + token.raw.count))
            let after = closedQuote ? "" : line[end...]
            if after.contains(";") { last = [] }
            if after.contains(";") || after.contains(where: \.isWhitespace) {
                words = last.map(\.text)
                current = ""
                return
            }
            words = last.dropLast().map(\.text)
            current = token.text
        } else {
            words = []
            current = ""
        }
    }
}
