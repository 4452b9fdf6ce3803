import Foundation

extension ClassroomWorkflow {
    /// What a workspace's workflow is compared with: the course that grades it, as its own
    /// checkout tells (its `origin` and commit, its lessons), never as the submission tells.
    /// On GitHub Classroom that checkout is the pinned revision, so an unedited workflow is
    /// exactly the text this course writes.
    public struct Expectation: Equatable, Sendable {
        /// `owner/name` from the course checkout's `origin`; nil when it is not on GitHub, and
        /// then the repository the workflow names is taken (the rest is still compared).
        public var courseRepository: String?
        /// The course checkout's commit; nil (or `unknown`) outside git, when nothing can be compared.
        public var courseRevision: String?
        /// Lesson ids with an exercise, in course order.
        public var lessons: [String]

        public init(courseRepository: String?, courseRevision: String?, lessons: [String]) {
            self.courseRepository = courseRepository
            self.courseRevision = courseRevision
            self.lessons = lessons
        }

        public init(course: Course, repository: String?, revision: String?) {
            self.init(courseRepository: repository, courseRevision: revision,
                      lessons: course.lessons.filter { $0.exercise != nil }.map(\.id))
        }
    }

    /// Findings about the workflows of `workspace`: the Classroom workflow when it differs from
    /// the one `expected` writes, or is missing where the manifest says one was written; any
    /// other workflow beside it. A workspace with no workflow at all has none.
    ///
    /// The manifest's `protectedFiles` digests are not read: the student can change them.
    public static func findings(in workspace: Workspace, expecting expected: Expectation) -> [SubmissionAudit.Finding] {
        let folder = (path as NSString).deletingLastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: workspace.root.appendingPathComponent(folder).path)) ?? []
        let others = names.filter { ($0.hasSuffix(".yml") || $0.hasSuffix(".yaml")) && "\(folder)/\($0)" != path }.sorted()
        let url = workspace.root.appendingPathComponent(path)
        let present = (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil
        guard present || workspace.manifest.protectedFiles?[path] != nil else { return [] }
        var found = others.map {
            SubmissionAudit.Finding(path: "\(folder)/\($0)", reason: "a workflow the course did not write; on GitHub Classroom it could report a grade")
        }
        guard present else {
            return found + [SubmissionAudit.Finding(path: path, reason: "removed; it decides the GitHub Classroom grade")]
        }
        if let reason = difference(at: url, expected: expected) { found.append(SubmissionAudit.Finding(path: path, reason: reason)) }
        return found
    }

    /// Why the workflow at `url` is not the one `expected` writes, or nil when it is.
    static func difference(at url: URL, expected: Expectation) -> String? {
        let type = (try? FileManager.default.attributesOfItem(atPath: url.path)[.type]) as? FileAttributeType
        guard type == .typeRegular, let data = FileManager.default.contents(atPath: url.path) else {
            return "not a regular file; it decides the GitHub Classroom grade"
        }
        let text = String(decoding: data, as: UTF8.self)
        guard let revision = expected.courseRevision, revision != "unknown" else {
            return "cannot be compared: the course grading it is not a git checkout, so the revision it pins is unknown"
        }
        let named = { (key: String) in value(of: key, in: text) }
        guard let repository = expected.courseRepository ?? named("repository") else {
            return "edited; it decides the GitHub Classroom grade"
        }
        if text == ClassroomWorkflow(courseRepository: repository, courseRevision: revision, lessons: expected.lessons).yaml { return nil }
        if let pinned = named("ref"), pinned != revision {
            return "pins course revision \(pinned), not \(revision) that graded it; grade it with the course at \(pinned) to compare"
        }
        return "edited; it decides the GitHub Classroom grade"
    }

    /// The value of the course checkout's `key:` line (`repository`, `ref`) in a workflow's text.
    static func value(of key: String, in text: String) -> String? {
        let prefix = "          \(key): "
        return TextLines.split(text).first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }
}
