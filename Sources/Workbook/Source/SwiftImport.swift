/// An `import` declaration read from `SwiftTokens`, in any of its forms: `import X`,
/// `@testable import X`, `import struct X.Y`, `import X.Sub`, `public import X`.
///
/// A keyword `import` is a declaration unless it is a member (`x.import`) or an argument
/// label (`f(import: 1)`, `func f(import x: Int)`): the places the grammar lets the word
/// mean anything else.
public struct SwiftImport: Equatable, Sendable {
    /// The module: the first name of the path (`X` in `import struct X.Y`).
    public var module: String
    /// The names after `import` (and its kind), `["X", "Y"]`.
    public var path: [String]
    /// `struct`, `class`, `func`... in `import struct X.Y`; nil for a whole module.
    public var kind: String?
    /// The attributes written before it, without `@` (`testable`, `_exported`).
    public var attributes: [String]
    public var line: Int
    /// The column of the keyword `import`.
    public var column: Int = 1

    /// As written, on one line: `@testable import X`, `import struct X.Y`.
    public var text: String {
        (attributes.map { "@\($0) " }.joined()) + "import " + (kind.map { "\($0) " } ?? "") + path.joined(separator: ".")
    }
}

extension SwiftTokens {
    private static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
    private static let modifiers: Set<String> = ["public", "internal", "private", "fileprivate", "package", "open"]

    /// Every import declaration, in order. One whose module name is missing (the compiler
    /// rejects it) is left out.
    public var imports: [SwiftImport] {
        var found: [SwiftImport] = []
        for (position, token) in tokens.enumerated() where token.is("import") {
            if position > 0, [".", "(", ",", "\\("].contains(where: tokens[position - 1].is) { continue }
            var next = position + 1
            if next < tokens.count, tokens[next].is(":") { continue }
            var kind: String?
            if next < tokens.count, tokens[next].kind == .keyword, Self.importKinds.contains(tokens[next].text) {
                kind = tokens[next].text
                next += 1
            }
            var path: [String] = []
            while next < tokens.count, tokens[next].kind == .identifier || (!path.isEmpty && tokens[next].kind == .keyword) {
                path.append(tokens[next].text)
                guard next + 2 < tokens.count, tokens[next + 1].is(".") else { break }
                next += 2
            }
            guard let module = path.first else { continue }
            found.append(SwiftImport(module: module, path: path, kind: kind, attributes: attributes(before: position), line: token.line, column: token.column))
        }
        return found
    }

    /// The attributes before the declaration whose first keyword is at `position`, stepping
    /// back over access modifiers and attribute arguments (`@_spi(Name)`, at most 64 tokens
    /// long, so a file of many imports is read in linear time).
    private func attributes(before position: Int) -> [String] {
        var names: [String] = []
        var index = position - 1
        while index >= 0 {
            let token = tokens[index]
            if token.kind == .attribute {
                names.insert(token.text, at: 0)
                index -= 1
            } else if Self.modifiers.contains(token.text), token.kind == .keyword || token.kind == .identifier {
                index -= 1
            } else if token.is(")") {
                var depth = 0
                var open = index
                while open >= 0, index - open < 64 {
                    if tokens[open].is(")") { depth += 1 } else if tokens[open].is("(") { depth -= 1; if depth == 0 { break } }
                    open -= 1
                }
                guard open > 0, tokens[open].is("("), tokens[open - 1].kind == .attribute else { break }
                index = open - 1
            } else {
                break
            }
        }
        return names
    }
}
