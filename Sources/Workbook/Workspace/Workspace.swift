import Foundation

/// A learner's workspace: a folder holding only what the learner writes, made by
/// `archlab init DIR` (see `Workspace.create`).
///
/// Layout: `archlab-workspace.json` (the marker, see `WorkspaceManifest`), `README.md`,
/// `archlab-progress.txt` (the learner's progress, so handing in the folder hands in the
/// progress) and one folder per lesson with an exercise (`01-streams/Streams.swift`, ...).
/// Tests, seals, package files and solutions stay in the course; `ExerciseChecker` builds a
/// workspace's exercise files against the course's tests in a course-owned scratch package.
public struct Workspace: Equatable, Sendable {
    public static let progressFileName = "archlab-progress.txt"
    /// The environment variable naming a workspace (`--workspace DIR`, given, comes first).
    public static let environmentKey = "ARCHLAB_WORKSPACE"

    public let root: URL
    public var manifest: WorkspaceManifest

    public init(root: URL, manifest: WorkspaceManifest) {
        // One spelling (a directory URL) however the caller wrote it, so roots compare equal.
        self.root = URL(fileURLWithPath: root.standardizedFileURL.path, isDirectory: true)
        self.manifest = manifest
    }

    public var progressURL: URL { root.appendingPathComponent(Self.progressFileName) }
    public var manifestURL: URL { root.appendingPathComponent(WorkspaceManifest.fileName) }

    /// The folder holding a lesson's exercise files: the lesson's folder, or, in a workspace
    /// still in the layout from before a renumbering (`archlab init` not run again since), the
    /// folder it had then (`Lesson.formerFolders`). So `check`, `grade` and `watch` read the
    /// learner's files wherever the course's renames put them.
    public func folder(for lesson: Lesson) -> URL {
        let current = root.appendingPathComponent(lesson.folder)
        guard !Self.isFolder(current) else { return current }
        return lesson.formerFolders.lazy.map { root.appendingPathComponent($0) }.first(where: Self.isFolder) ?? current
    }

    /// The lessons whose files are still in a folder from before a renumbering; `archlab init`
    /// moves them (`moveRenamedFolders`).
    public func lessonsInFormerFolders(of course: Course) -> [Lesson] {
        course.lessons.filter { folder(for: $0).lastPathComponent != $0.folder }
    }

    static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Reads the workspace at `root`; the error says what is wrong and what to type instead.
    public static func open(at root: URL) throws(WorkspaceError) -> Workspace {
        let manifestURL = root.appendingPathComponent(WorkspaceManifest.fileName)
        guard let data = FileManager.default.contents(atPath: manifestURL.path) else {
            throw WorkspaceError("\(root.path) is not an archlab workspace (it has no \(WorkspaceManifest.fileName)). Make one with `archlab init DIR`.")
        }
        let manifest: WorkspaceManifest
        do { manifest = try JSONDecoder().decode(WorkspaceManifest.self, from: data) } catch {
            throw WorkspaceError("\(manifestURL.path) is damaged (\(error.localizedDescription)). Restore it with `git checkout -- \(WorkspaceManifest.fileName)` inside the workspace.")
        }
        guard manifest.format <= WorkspaceManifest.currentFormat else {
            throw WorkspaceError("\(root.path) was made by a newer archlab (workspace format \(manifest.format)). Update the course, then try again.")
        }
        return Workspace(root: root, manifest: manifest)
    }

    /// Is there a workspace marker directly in `folder`?
    public static func isWorkspace(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(WorkspaceManifest.fileName).path)
    }

    /// The workspace to use: `chosen` (`archlab --workspace DIR`) when given, else
    /// `$ARCHLAB_WORKSPACE` when set (either must be one), else the nearest folder at or above
    /// `currentDirectory` holding a marker, else nil (work in the checkout).
    public static func locate(chosen: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
                              currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        throws(WorkspaceError) -> Workspace? {
        if let explicit = chosen ?? environment[environmentKey], !explicit.isEmpty {
            return try open(at: URL(fileURLWithPath: explicit, relativeTo: currentDirectory).standardizedFileURL)
        }
        var folder = currentDirectory.standardizedFileURL
        while true {
            if isWorkspace(folder) { return try open(at: folder) }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// The learner's exercise files of a lesson: relative path → file, Swift sources only,
    /// hidden files and folders skipped. Symbolic links and folders such as `Tests/` are left
    /// out (`SubmissionAudit` reports them).
    ///
    /// In a test-writing lesson the learner's files are its tests, under `Tests/`.
    public func exerciseFiles(for lesson: Lesson) -> [String: URL] {
        if lesson.kind == .tests { return SourceFiles.swiftFiles(under: folder(for: lesson).appendingPathComponent("Tests")) }
        return SourceFiles.swiftFiles(under: folder(for: lesson)).filter { path, _ in
            !path.split(separator: "/").dropLast().contains { SubmissionAudit.isControlFolder(String($0)) }
        }
    }
}
