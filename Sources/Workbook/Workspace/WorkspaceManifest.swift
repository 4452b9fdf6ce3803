import Foundation

/// `archlab-workspace.json`: marks a folder as a learner workspace and records what the
/// course gave it, so that `check`, `grade` and course upgrades know what the learner wrote.
///
/// Written by `Workspace.create` and `Workspace.upgrade`; read by `Workspace.open`. The
/// starter digests let a grader tell an untouched starter from the learner's work, and let an
/// upgrade add new lessons without touching files the learner already has.
public struct WorkspaceManifest: Codable, Equatable, Sendable {
    public static let fileName = "archlab-workspace.json"
    /// Bumped when the layout changes in a way older versions of `archlab` cannot read.
    public static let currentFormat = 1

    public var format: Int
    /// The course's git commit when known, else `unknown`.
    public var courseRevision: String
    /// SHA-256 of the course's `tests.sha256` when the workspace was made or upgraded: names
    /// the exact tests the work was written against, even without git.
    public var testsSeal: String
    public var lessons: [Entry]
    /// Files the course wrote that decide a grade elsewhere (the GitHub Classroom workflow):
    /// path → SHA-256 as written. Absent in workspaces made without `--classroom`. Never
    /// trusted, since the learner can change it: grading compares the workflow with the one
    /// the grading course writes (`ClassroomWorkflow.findings`), and reads this only to tell
    /// that a workflow listed here was removed.
    public var protectedFiles: [String: String]?

    /// One lesson with an exercise: its folder in the workspace and its starter files.
    public struct Entry: Codable, Equatable, Sendable {
        public var id: String
        /// Folder in the workspace (the course's lesson folder name, e.g. `01-streams`).
        public var folder: String
        public var module: String
        /// Starter file name → SHA-256 of the file as shipped.
        public var starters: [String: String]
        /// `tests` when the learner writes tests (their files are under `Tests/`); nil for code.
        public var kind: String?

        public init(id: String, folder: String, module: String, starters: [String: String], kind: String? = nil) {
            self.id = id
            self.folder = folder
            self.module = module
            self.starters = starters
            self.kind = kind
        }
    }

    public init(format: Int = WorkspaceManifest.currentFormat, courseRevision: String, testsSeal: String, lessons: [Entry]) {
        self.format = format
        self.courseRevision = courseRevision
        self.testsSeal = testsSeal
        self.lessons = lessons
    }

    public func entry(folder: String) -> Entry? { lessons.first { $0.folder == folder } }

    /// Pretty, key-sorted JSON with a final newline, so that git diffs of it stay small.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return data + Data("\n".utf8)
    }
}
