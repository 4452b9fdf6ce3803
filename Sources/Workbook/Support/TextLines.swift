/// Splitting text into lines the way editors count them.
enum TextLines {
    /// Lines split at `\n` and `\r\n` (one `Character` in Swift, so `split(separator: "\n")`
    /// would miss it); empty lines kept, so index + 1 is the line number.
    static func split(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
    }
}
