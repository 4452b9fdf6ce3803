/// Exercise code reduced to its shape: comments and whitespace dropped, every name replaced
/// by `_`, keywords, literals and punctuation kept. Two files with the same fingerprint differ
/// at most in names and layout; the gradebook uses it to point a teacher at submissions to
/// compare (`same-as-solution`, `similar:<student>`), a hint and never a verdict.
public struct CodeFingerprint: Hashable, Sendable {
    public let text: String

    /// Fingerprint of several files (in path order), e.g. one lesson's exercise sources.
    public init(files: [(path: String, text: String)]) {
        text = files.sorted { $0.path < $1.path }.map { Self.normalise($0.text) }.joined(separator: " ¶ ")
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
        "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "await", "async", "weak", "unowned",
        "final", "override", "mutating", "lazy", "some", "any",
    ]

    /// Tokens of `source` separated by single spaces, names as `_`, comments gone.
    static func normalise(_ source: String) -> String {
        var tokens: [String] = []
        let characters = Array(source)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character.isWhitespace {
                index += 1
            } else if character == "/", next == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else if character == "/", next == "*" {
                index += 2
                while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") { index += 1 }
                index += 2
            } else if character == "\"" {
                var literal = "\""
                index += 1
                while index < characters.count, characters[index] != "\"" {
                    if characters[index] == "\\", index + 1 < characters.count { literal.append(characters[index]); index += 1 }
                    literal.append(characters[index])
                    index += 1
                }
                tokens.append(literal + "\"")
                index += 1
            } else if character.isLetter || character == "_" || character == "$" || character == "@" || character == "#" {
                var word = ""
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || "_$@#".contains(characters[index]) {
                    word.append(characters[index])
                    index += 1
                }
                tokens.append(keywords.contains(word) || word.hasPrefix("@") || word.hasPrefix("#") ? word : "_")
            } else if character.isNumber {
                var number = ""
                while index < characters.count, characters[index].isNumber || characters[index] == "." || characters[index] == "_" {
                    number.append(characters[index])
                    index += 1
                }
                tokens.append(number)
            } else {
                tokens.append(String(character))
                index += 1
            }
        }
        return tokens.joined(separator: " ")
    }
}
