import Foundation

extension Course {
    /// Hints tied to a test (`hint(testName): text`) must name a test in the lesson's `Tests/`,
    /// or the learner would never see them: a renamed test would silently drop its hint.
    static func testHintProblems(_ lesson: Lesson, in directory: URL) -> [LessonError] {
        let hints = lesson.steps.flatMap(\.testHints)
        guard !hints.isEmpty, !lesson.folder.isEmpty else { return [] }
        let tests = directory.appendingPathComponent(lesson.folder).appendingPathComponent("Tests")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []
        let sources = names.filter { $0.hasSuffix(".swift") }.compactMap {
            try? String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
        return hints.compactMap { hint in
            let suite = hint.test.contains(".") ? hint.test.split(separator: ".").first.map(String.init) : nil
            let hasTest = sources.contains("func \(hint.testName)(")
            let hasSuite = suite.map { sources.contains("class \($0)") || sources.contains("struct \($0)") } ?? true
            guard !hasTest || !hasSuite else { return nil }
            return LessonError(.unknownHintTest, file: lesson.file, line: hint.line,
                               "`hint(\(hint.test))` names no test in \(lesson.folder)/Tests; use the name of a test function there, e.g. `hint(testSomething): text`")
        }
    }
}
