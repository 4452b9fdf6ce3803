import ArchLabLoader
import ArchLabWorkbook
import Foundation

/// What `autocheck on` keeps: the lesson whose exercise is checked on every save, and a
/// watcher on the folder `check` reads its files from (the workspace's lesson folder, else
/// the checkout's `Exercise/`; `Tests/` inside it in a test-writing lesson).
///
/// Owned by `WorkbookLessons`; dropped (and the watcher closed) by `autocheck off`, by
/// `lesson off`, and when the shell ends. Single-threaded, like the session.
final class ExerciseAutocheck {
    let lesson: Lesson
    /// The folder watched: where the learner saves the exercise's files.
    let folder: URL
    private let watcher: any FileWatcher
    /// The exercise's files as last checked (or when autocheck started), to tell a save that
    /// changed something from one that did not (an editor's second write, a `touch`).
    private var contents: [String: Data]

    init(lesson: Lesson, folder: URL) {
        self.lesson = lesson
        self.folder = folder
        watcher = FileWatchers.watching([folder])
        contents = Self.read(folder)
    }

    /// The watcher's descriptor; nil when the system refused one (then autocheck cannot run).
    var descriptor: Int32? { watcher.descriptor }

    /// Whether the watched folder is there (a learner may have deleted it); without it no
    /// save is ever seen.
    var folderExists: Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Whether a file changed since the last call: reads the watcher's events (a burst of
    /// them counts once) and compares the files' contents.
    func takeChange() -> Bool {
        guard watcher.takeChanges() else { return false }
        let now = Self.read(folder)
        guard now != contents else { return false }
        contents = now
        return true
    }

    /// A check is about to read the files (a typed `check`, or this autocheck's own): a
    /// later event for what they hold now is no change. Files saved while it runs still are.
    func noteChecked() {
        contents = Self.read(folder)
    }

    /// The folder's Swift files by path, with their bytes. Hidden files are left out, as
    /// `check` leaves them out: an editor's lock file or hidden copy (`.#Counter.swift`) is
    /// not a save.
    private static func read(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for url in LoadableModule.swiftFiles(under: folder) where !url.lastPathComponent.hasPrefix(".") {
            files[url.path] = try? Data(contentsOf: url)
        }
        return files
    }

    /// The folder `check` reads `lesson`'s files from: in `workspace`, else in the checkout
    /// (`Solution/` when checking solutions).
    static func folder(for lesson: Lesson, workspace: Workspace?, lessonsDirectory: URL, solutions: Bool) -> URL {
        let base = workspace?.folder(for: lesson)
            ?? lessonsDirectory.appendingPathComponent(lesson.folder).appendingPathComponent(solutions ? "Solution" : "Exercise")
        return lesson.kind == .tests ? base.appendingPathComponent("Tests") : base
    }
}
