import Foundation

extension Workspace {
    /// What `create` or `upgrade` did, for the command to report.
    public struct Setup: Equatable, Sendable {
        public var workspace: Workspace
        /// Files written, relative to the workspace (existing learner files are never among them).
        public var added: [String]
        /// Starter files that were kept because the learner already has a file by that name.
        public var kept: [String]
        /// What happened with git: the first commit, or why there is none.
        public var gitNote: String?
        /// Starters written from the course's shipped copy although the checkout's
        /// `Exercise/` file differs (edited in the checkout), relative to `Lessons/`.
        public var editedInCheckout: [String] = []
        /// Lesson folders moved to the names of a renumbered course (`moveRenamedFolders`).
        public var moves = Moves()
    }

    /// `archlab init DIR`: makes a new workspace from `course`, or, when `root` already is one,
    /// upgrades it (`upgrade`). A non-empty folder that is not a workspace is refused.
    ///
    /// - Parameter extraFiles: more files to write (relative path → text), e.g. the GitHub
    ///   Classroom workflow; existing files are kept.
    public static func create(at root: URL, course: Course, courseRevision: String,
                              extraFiles: [String: String] = [:], git: WorkspaceGit? = nil) throws(WorkspaceError) -> Setup {
        let root = root.standardizedFileURL
        if isWorkspace(root) {
            var workspace = try open(at: root)
            let moves = try workspace.moveRenamedFolders(course: course, git: git)
            workspace.migrateProgress(course: course)
            var setup = try workspace.upgrade(course: course, courseRevision: courseRevision, extraFiles: extraFiles)
            setup.moves = moves
            setup.gitNote = moves.moved.isEmpty
                ? "An existing workspace: new lessons were added, nothing of yours was changed."
                : "An existing workspace: new lessons were added; your files were moved with their folders, not changed."
            return setup
        }
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        guard existing.filter({ $0 != ".git" && $0 != ".DS_Store" }).isEmpty else {
            throw WorkspaceError("\(root.path) already holds files and is not an archlab workspace. Choose a new or empty folder: `archlab init DIR`.")
        }
        do { try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true) } catch {
            throw WorkspaceError("cannot create \(root.path): \(error.localizedDescription)")
        }
        let empty = WorkspaceManifest(courseRevision: courseRevision, testsSeal: "", lessons: [])
        var files = extraFiles
        files["README.md"] = learnerReadme(course: course)
        files[".gitignore"] = ".build/\n.swiftpm/\n*.swp\n.DS_Store\n"
        files[progressFileName] = ProgressFileFormat.render(ProgressBook())
        var setup = try Workspace(root: root, manifest: empty).upgrade(course: course, courseRevision: courseRevision, extraFiles: files)
        if let git { setup.gitNote = git.commitEverything(in: root, message: "Start the ArchLab course (revision \(courseRevision))") }
        return setup
    }

    /// Adds what a newer course brings (lessons, starter files, `extraFiles`) without
    /// overwriting any file that exists, and records the course revision in the manifest.
    /// Starters are the course's as shipped (`Course.shippedStarters(of:)`), never the
    /// checkout's edited `Exercise/` files.
    /// Workflows among `extraFiles` (`.github/workflows/`) are the course's, not the learner's:
    /// they are written again, so that they pin the new revision.
    public func upgrade(course: Course, courseRevision: String, extraFiles: [String: String] = [:]) throws(WorkspaceError) -> Setup {
        var manifest = self.manifest
        var added: [String] = [], kept: [String] = []
        for (path, text) in extraFiles.sorted(by: { $0.key < $1.key }) {
            guard try writeIfAbsent(Data(text.utf8), to: path, replacing: path.hasPrefix(".github/workflows/")) else {
                kept.append(path)
                continue
            }
            added.append(path)
            if path.hasPrefix(".github/workflows/") {
                manifest.protectedFiles = (manifest.protectedFiles ?? [:]).merging([path: SHA256.hexDigest(Data(text.utf8))]) { $1 }
            }
        }
        var editedInCheckout: [String] = []
        for lesson in course.lessons {
            guard let module = lesson.exercise else { continue }
            var digests: [String: String] = [:]
            for starter in try course.shippedStarters(of: lesson) {
                digests[starter.name] = starter.digest
                let path = "\(lesson.folder)/\(starter.name)"
                if try writeIfAbsent(starter.data, to: path) {
                    added.append(path)
                    if starter.checkoutDiffers { editedInCheckout.append("\(lesson.folder)/\(TestManifest.starterFolder)/\(starter.name)") }
                } else if manifest.entry(folder: lesson.folder)?.starters[starter.name] == nil {
                    kept.append(path)
                }
            }
            let entry = WorkspaceManifest.Entry(id: lesson.id, folder: lesson.folder, module: module, starters: digests,
                                                kind: lesson.kind == .tests ? "tests" : nil)
            if let index = manifest.lessons.firstIndex(where: { $0.folder == lesson.folder }) {
                manifest.lessons[index] = entry
            } else {
                manifest.lessons.append(entry)
            }
        }
        manifest.lessons.sort { $0.folder < $1.folder }
        manifest.courseRevision = courseRevision
        manifest.testsSeal = Self.sealDigest(of: course.directory)
        try write(manifest)
        return Setup(workspace: Workspace(root: root, manifest: manifest), added: added, kept: kept, editedInCheckout: editedInCheckout)
    }

    /// Writes `manifest` as the workspace's `archlab-workspace.json`.
    func write(_ manifest: WorkspaceManifest) throws(WorkspaceError) {
        do { try AtomicFile.write(manifest.encoded(), to: manifestURL) } catch {
            throw WorkspaceError("cannot write \(manifestURL.path): \(error)")
        }
    }

    /// SHA-256 of the course's seal file, or `unsealed`.
    static func sealDigest(of lessonsDirectory: URL) -> String {
        FileManager.default.contents(atPath: lessonsDirectory.appendingPathComponent(TestManifest.fileName).path)
            .map { SHA256.hexDigest($0) } ?? "unsealed"
    }

    /// Writes `data` to `path` (relative to the workspace) unless a file is already there
    /// (with `replacing`, in its place: renamed over it, so a link there is replaced, not followed).
    private func writeIfAbsent(_ data: Data, to path: String, replacing: Bool = false) throws(WorkspaceError) -> Bool {
        let url = root.appendingPathComponent(path)
        if replacing {
            do { try AtomicFile.write(data, to: url) } catch { throw WorkspaceError("cannot write \(url.path): \(error)") }
            return true
        }
        guard !FileManager.default.fileExists(atPath: url.path) else { return false }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        } catch {
            throw WorkspaceError("cannot write \(url.path): \(error.localizedDescription)")
        }
        return true
    }
}
