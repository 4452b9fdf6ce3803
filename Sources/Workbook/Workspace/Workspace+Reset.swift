import Foundation

extension Workspace {
    /// The starter files of `lesson` whose workspace copy differs from the course's as shipped
    /// (changed or missing), relative to the workspace; what `reset LESSON --exercise` would replace.
    public func changedStarters(of lesson: Lesson, course: Course) throws(WorkspaceError) -> [String] {
        let folder = folder(for: lesson).lastPathComponent
        return try changed(among: course.shippedStarters(of: lesson), of: lesson).map { "\(folder)/\($0.name)" }
    }

    /// `archlab reset LESSON --exercise`, once the learner agreed: puts the course's starter
    /// files of `lesson` back as shipped (`Course.shippedStarters(of:)`, never the checkout's
    /// edited `Exercise/` files), replacing the learner's versions; other files stay. Returns
    /// the files replaced.
    @discardableResult
    public func restoreStarters(of lesson: Lesson, course: Course) throws(WorkspaceError) -> [String] {
        guard lesson.exercise != nil else {
            throw WorkspaceError("Lesson `\(lesson.id)` has no exercise, so there is no starter file to restore.")
        }
        let changed = try changed(among: course.shippedStarters(of: lesson), of: lesson)
        // A workspace still in the layout from before a renumbering keeps its starters there too.
        let folder = folder(for: lesson).lastPathComponent
        for starter in changed {
            let path = "\(folder)/\(starter.name)"
            do { try AtomicFile.write(starter.data, to: root.appendingPathComponent(path)) } catch {
                throw WorkspaceError("cannot restore \(path): \(error)")
            }
        }
        return changed.map { "\(folder)/\($0.name)" }
    }

    private func changed(among starters: [ShippedStarter], of lesson: Lesson) -> [ShippedStarter] {
        starters.filter { FileManager.default.contents(atPath: folder(for: lesson).appendingPathComponent($0.name).path) != $0.data }
    }
}
