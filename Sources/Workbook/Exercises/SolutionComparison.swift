import Foundation

/// A lesson's reference solution set against the learner's own files, for `solution`.
///
/// Code lessons compare `Solution/*.swift` with the learner's exercise files (the workspace's
/// copies when there is a workspace, else `Exercise/` in the course); test-writing lessons
/// compare `Solution/Tests` with the learner's tests. Diffs run from the learner's file to
/// the solution's, so `+` lines are what the solution has and the learner's file lacks.
public struct SolutionComparison: Equatable, Sendable {
    /// One solution file and how the learner's file differs from it.
    public struct File: Equatable, Sendable {
        /// Path relative to the compared folder (`LabelEditor.swift`, `InteractorSpecTests.swift`).
        public var path: String
        /// The unified diff, or nil when the learner's file has the same lines.
        public var diff: String?
        /// False when the learner has no file of this name (the diff is then the whole solution).
        public var learnerHasFile: Bool

        public init(path: String, diff: String?, learnerHasFile: Bool) {
            self.path = path
            self.diff = diff
            self.learnerHasFile = learnerHasFile
        }
    }

    public var lessonID: String
    public var files: [File]

    /// Compares `lesson`'s solution with the learner's files; `workspace` nil means the
    /// exercise files inside the course checkout.
    public init(lesson: Lesson, lessonsDirectory: URL, workspace: Workspace?) {
        let courseFolder = lessonsDirectory.appendingPathComponent(lesson.folder)
        let solutionFolder = courseFolder.appendingPathComponent("Solution")
        let solution: [String: URL]
        let learner: [String: URL]
        if lesson.kind == .tests {
            solution = SourceFiles.swiftFiles(under: solutionFolder.appendingPathComponent("Tests"))
            learner = workspace?.exerciseFiles(for: lesson)
                ?? SourceFiles.swiftFiles(under: courseFolder.appendingPathComponent("Exercise/Tests"))
        } else {
            solution = Self.withoutTests(SourceFiles.swiftFiles(under: solutionFolder))
            learner = workspace?.exerciseFiles(for: lesson)
                ?? Self.withoutTests(SourceFiles.swiftFiles(under: courseFolder.appendingPathComponent("Exercise")))
        }
        lessonID = lesson.id
        files = solution.keys.sorted().map { path in
            let theirs = Self.read(solution[path])
            let mine = learner[path].map { Self.read($0) }
            let diff = LineDiff.unified(from: mine ?? "", to: theirs, oldName: "yours/\(path)", newName: "solution/\(path)")
            return File(path: path, diff: diff, learnerHasFile: mine != nil)
        }
    }

    private static func withoutTests(_ files: [String: URL]) -> [String: URL] {
        files.filter { path, _ in !path.split(separator: "/").dropLast().contains("Tests") }
    }

    private static func read(_ url: URL?) -> String {
        url.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
    }
}
