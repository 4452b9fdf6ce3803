/// Reads a stream name as typed: the full `scope.stream` name, or just `stream` when exactly
/// one known name ends with it (`watch display` with only the title scene loaded).
enum StreamName {
    /// The full name `typed` stands for among `known`; throws when it matches none or several.
    static func resolve(_ typed: String, among known: [String], kind: String) throws(ShellError) -> String {
        if known.contains(typed) { return typed }
        let matches = known.filter { $0.split(separator: ".").last.map(String.init) == typed }
        if matches.count == 1 { return matches[0] }
        if matches.count > 1 {
            throw ShellError.wrongState(reason: "'\(ShellError.shorten(typed))' could be \(matches.joined(separator: " or "))",
                                        nextStep: "Type the full name.")
        }
        throw ShellError.unknownName(kind: kind, name: typed, suggestion: DidYouMean.closest(to: typed, among: known), known: known)
    }
}
