import Foundation

extension Workspace {
    /// The starter files of `lesson` whose workspace copy differs from the course's (changed or
    /// missing), relative to the workspace; what `reset LESSON --exercise` would replace.
    public func changedStarters(of lesson: Lesson, course: Course) -> [String] {
        starters(of: lesson, course: course).compactMap { name, starter in
            let mine = FileManager.default.contents(atPath: folder(for: lesson).appendingPathComponent(name).path)
            return mine == FileManager.default.contents(atPath: starter.path) ? nil : "\(lesson.folder)/\(name)"
        }.sorted()
    }

    /// `archlab reset LESSON --exercise`, once the learner agreed: puts the course's starter
    /// files of `lesson` back, replacing the learner's versions; other files stay. Returns the
    /// files replaced.
    @discardableResult
    public func restoreStarters(of lesson: Lesson, course: Course) throws(WorkspaceError) -> [String] {
        guard lesson.exercise != nil else {
            throw WorkspaceError("Lesson `\(lesson.id)` has no exercise, so there is no starter file to restore.")
        }
        let changed = changedStarters(of: lesson, course: course)
        for path in changed {
            let name = String(path.dropFirst(lesson.folder.count + 1))
            guard let starter = starters(of: lesson, course: course)[name],
                  let data = FileManager.default.contents(atPath: starter.path) else { continue }
            do { try AtomicFile.write(data, to: root.appendingPathComponent(path)) } catch {
                throw WorkspaceError("cannot restore \(path): \(error)")
            }
        }
        return changed
    }

    private func starters(of lesson: Lesson, course: Course) -> [String: URL] {
        SourceFiles.regularFiles(under: course.directory.appendingPathComponent(lesson.folder).appendingPathComponent("Exercise"))
    }
}
