import ArchLabToolchain
import Foundation

/// What a lesson's exercise code may use, read from its tokens (`SwiftTokens`), never from
/// lines of text: imports of the modules `Lesson.allowedImports` lists and no others, no
/// attribute whose name starts with `_` (the compiler's internals: `@_silgen_name`,
/// `@_exported`, `@_implementationOnly`...), no `@convention(c)` (a C function pointer is a way
/// around the import rule), in a code exercise no `@testable import`, and no identifier
/// `EscapeHatch` refuses (reflection, raw memory, `_`-names of the standard library) unless the
/// lesson's `allows:` lists it: with those, a learner's test could tell a seeded bug from the
/// reference by its bytes, or read the grader's key, instead of testing behaviour.
///
/// `check` and `grade` do not build code that breaks it: the lesson's outcome is `.buildFailed`
/// with one `CompilerDiagnostic` per violation (`refusal(of:result:)`), at the path the caller
/// gives, so every report shows it where the learner finds the file. A comment or literal
/// that never ends is a violation too: the compiler rejects the file, and what follows it
/// cannot be read.
public struct ImportPolicy: Sendable {
    public struct Violation: Equatable, Sendable {
        public var file: String
        public var line: Int
        /// 1-based column of the refused token (or declaration) on its line.
        public var column: Int = 1
        public var message: String
    }

    /// The modules the exercise may import, in the order messages list them.
    public let allowed: [String]
    public let kind: ExerciseKind
    /// `lesson 12`, or the lesson's id when its folder has no number.
    public let lessonName: String
    /// The escape hatches the lesson's front matter allows (`allows:`).
    public let allows: [String]

    public init(lesson: Lesson) {
        allowed = lesson.allowedImports
        kind = lesson.kind
        lessonName = lesson.number.map { "lesson \($0)" } ?? "lesson `\(lesson.id)`"
        allows = lesson.allows
    }

    /// The violations in one file's tokens, in order; `file` is the path to report. `own` are
    /// the `_`-names the learner's files declare with `let` or `var` (nil: this file's).
    public func violations(in source: SwiftTokens, file: String, own: Set<String>? = nil) -> [Violation] {
        let own = own ?? Self.ownUnderscoredNames(in: source)
        let place = "is not allowed in \(lessonName)'s exercise"
        var found: [Violation] = source.unterminated.map { line in
            Violation(file: file, line: line, message: "a comment or literal that begins here never ends, so the rest of the file cannot be checked; close it")
        }
        let tokens = source.tokens
        for (index, token) in tokens.enumerated() where token.kind == .attribute {
            if token.text.hasPrefix("_") {
                found.append(Violation(file: file, line: token.line, column: token.column,
                                       message: "`@\(token.text)` \(place): attributes starting with `_` are the compiler's internals, not Swift the course teaches"))
            } else if token.text == "convention", index + 2 < tokens.count, tokens[index + 1].is("("), tokens[index + 2].text == "c" {
                found.append(Violation(file: file, line: token.line, column: token.column,
                                       message: "`@convention(c)` \(place): a C function pointer calls code the lesson does not let it import"))
            } else if token.text == "testable", kind == .code {
                found.append(Violation(file: file, line: token.line, column: token.column,
                                       message: "`@testable import` \(place): exercise code uses only what a module makes public; write a plain `import`"))
            }
        }
        let instead = kind == .tests ? "test behaviour through the API the lesson's code makes public"
            : "write it with the lesson's types and safe Swift"
        var reported: Set<String> = []
        let foundationComesAlong = allowed.contains("XCTest") && !allowed.contains("Foundation")
        for (index, token) in tokens.enumerated() where token.kind == .identifier && !allows.contains(token.text) {
            let freeCall = index + 1 < tokens.count && tokens[index + 1].is("(")
                && (index == 0 || !(tokens[index - 1].is(".") || tokens[index - 1].is("func")))
            if own.contains(token.text), Self.isOwnUse(at: index, in: tokens) { continue }
            guard let reason = EscapeHatch.reason(for: token.text)
                ?? (foundationComesAlong ? EscapeHatch.foundationReason(for: token.text, freeCall: freeCall) : nil) else { continue }
            // One violation per name and line: `x.pointee.pointee` is one place to change.
            guard reported.insert("\(token.line) \(token.text)").inserted else { continue }
            found.append(Violation(file: file, line: token.line, column: token.column, message: "`\(token.text)` \(place): \(reason); \(instead)"))
        }
        for declaration in source.imports where !allowed.contains(declaration.module) {
            found.append(Violation(file: file, line: declaration.line, column: declaration.column,
                                   message: "`\(declaration.text)` \(place); it may import \(allowed.joined(separator: ", "))"))
        }
        return found.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
    }

    /// The violations in `files` (relative path → file), by path then line; each reported at
    /// the file's own path.
    public func violations(in files: [String: URL]) -> [Violation] {
        let sources = files.sorted { $0.key < $1.key }.map { ($0.value.path, SwiftTokens(contentsOf: $0.value)) }
        let own = sources.reduce(into: Set<String>()) { $0.formUnion(Self.ownUnderscoredNames(in: $1.1)) }
        return sources.flatMap { path, source in violations(in: source, file: path, own: own) }
    }

    /// The names starting with `_` that `source` declares with `let` or `var` (`private let
    /// _shared`, `var _count`): the learner's own, which `EscapeHatch`'s rule on `_`-names does
    /// not mean.
    static func ownUnderscoredNames(in source: SwiftTokens) -> Set<String> {
        let tokens = source.tokens
        return Set(tokens.indices.dropFirst().compactMap { index in
            let token = tokens[index]
            guard token.kind == .identifier, token.text.hasPrefix("_"), token.text != "_",
                  tokens[index - 1].is("let") || tokens[index - 1].is("var") else { return nil }
            return token.text
        })
    }

    /// Whether the `_`-name at `index` is used as the learner's own variable: bare or after
    /// `self.` or `Self.`, and not called. Anything else (`array._buffer`, `_typeByName(...)`) may be the
    /// standard library's internals of the same spelling, whose inlined code no symbol shows.
    static func isOwnUse(at index: Int, in tokens: [SwiftToken]) -> Bool {
        if index + 1 < tokens.count, tokens[index + 1].is("(") { return false }
        guard index > 0, tokens[index - 1].is(".") else { return true }
        return index > 1 && (tokens[index - 2].is("self") || tokens[index - 2].is("Self")) && !(index > 2 && tokens[index - 3].is("."))
    }

    /// `result` as not compiled, with one diagnostic per violation in `files`; nil when they
    /// keep the policy and may be built.
    public func refusal(of files: [String: URL], result: ExerciseResult) -> ExerciseResult? {
        let found = violations(in: files)
        guard !found.isEmpty else { return nil }
        var refused = result
        refused.outcome = .buildFailed
        refused.compilerErrors = found.map { CompilerDiagnostic(file: $0.file, line: $0.line, column: $0.column, message: $0.message) }
        return refused
    }
}
