import Foundation

extension Workspace {
    /// A lesson folder of the workspace moved to the name the course has now.
    public struct FolderMove: Equatable, Sendable {
        public var from: String
        public var to: String
        /// Moved with `git mv` (staged, so the history follows the files); false for a plain move.
        public var staged: Bool

        public init(from: String, to: String, staged: Bool) {
            self.from = from
            self.to = to
            self.staged = staged
        }
    }

    /// What `moveRenamedFolders` did.
    public struct Moves: Equatable, Sendable {
        public var moved: [FolderMove] = []
        /// Old folders left where they are because the new one exists too: old → new.
        public var blocked: [FolderMove] = []

        public init(moved: [FolderMove] = [], blocked: [FolderMove] = []) {
            self.moved = moved
            self.blocked = blocked
        }
    }

    /// Moves every lesson folder still named as before a renumbering (`Course.renames`) to the
    /// course's name for it, the learner's files inside untouched, and renames its manifest
    /// entry. In a git repository the move is a `git mv` (staged, not committed), so the
    /// learner's history follows; otherwise, or for files git does not track, a plain move.
    /// A folder whose new name is taken already is left alone and reported in `blocked`.
    /// `archlab init` calls it before `upgrade`, so no starter is written where work will move.
    public mutating func moveRenamedFolders(course: Course, git: WorkspaceGit?) throws(WorkspaceError) -> Moves {
        var moves = Moves()
        let isRepository = FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path)
        for lesson in course.lessons {
            for former in lesson.formerFolders where Self.isFolder(root.appendingPathComponent(former)) {
                let target = root.appendingPathComponent(lesson.folder)
                guard !FileManager.default.fileExists(atPath: target.path) else {
                    moves.blocked.append(FolderMove(from: former, to: lesson.folder, staged: false))
                    continue
                }
                let staged = isRepository && git?.move(former, to: lesson.folder, in: root) == true
                if !staged {
                    do { try FileManager.default.moveItem(at: root.appendingPathComponent(former), to: target) } catch {
                        throw WorkspaceError("cannot move \(former) to \(lesson.folder) in \(root.path): \(error.localizedDescription). Move it by hand, then run `archlab init \(root.path)` again.")
                    }
                }
                moves.moved.append(FolderMove(from: former, to: lesson.folder, staged: staged))
                for index in manifest.lessons.indices where manifest.lessons[index].folder == former {
                    manifest.lessons[index].folder = lesson.folder
                    manifest.lessons[index].id = lesson.id
                }
            }
        }
        guard !moves.moved.isEmpty else { return moves }
        manifest.lessons.sort { $0.folder < $1.folder }
        try write(manifest)
        renameReadmeRows(moves.moved)
        return moves
    }

    /// The README's table of exercise folders (`learnerReadme`) names the moved folders anew;
    /// the rest of the file, which the learner may have written in, stays as it is.
    private func renameReadmeRows(_ moved: [FolderMove]) {
        let readme = root.appendingPathComponent("README.md")
        guard let text = try? String(contentsOf: readme, encoding: .utf8) else { return }
        let renamed = moved.reduce(text) { $0.replacingOccurrences(of: "| `\($1.from)/` |", with: "| `\($1.to)/` |") }
        if renamed != text { try? AtomicFile.write(Data(renamed.utf8), to: readme) }
    }

    /// What to tell a learner whose workspace is still in the layout from before a renumbering
    /// (`lessonsInFormerFolders`); nil when every folder has its current name.
    public func formerFoldersNotice(course: Course) -> String? {
        let lessons = lessonsInFormerFolders(of: course)
        guard !lessons.isEmpty else { return nil }
        let pairs = lessons.map { "\(folder(for: $0).lastPathComponent)/ is now \($0.folder)/" }
        return "The lessons were renumbered and your workspace still has the old folder names ("
            + pairs.joined(separator: ", ")
            + "). `check` finds your files where they are; to move them to the new names, quit and run `archlab init \(root.path)`."
    }

    /// Rewrites the workspace's progress file with the course's current lesson ids
    /// (`CourseRenames.migrate`); a file that cannot be read is left as it is.
    func migrateProgress(course: Course) {
        let store = ProgressStore(fileURL: progressURL)
        guard !course.renames.ids.isEmpty, let book = try? store.read() else { return }
        let migrated = course.renames.migrate(book)
        if migrated != book { try? store.save(migrated) }
    }
}
