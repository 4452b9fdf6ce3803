import Foundation

/// A class's submissions: one folder per student under a roster folder, each a workspace.
///
/// `archlab grade --roster DIR` reads it with `scan`; folders that are not workspaces are
/// listed in `skipped` with the reason, so the teacher sees who handed in what.
public struct Roster: Equatable, Sendable {
    public struct Student: Equatable, Sendable {
        /// The student's folder name: the gradebook's first column.
        public var name: String
        public var workspace: Workspace
    }

    public struct Skipped: Equatable, Sendable, Codable {
        public var folder: String
        public var reason: String
    }

    public var students: [Student]
    public var skipped: [Skipped]

    /// Reads every visible subfolder of `folder`, in name order; plain files are ignored.
    public static func scan(_ folder: URL) throws(WorkspaceError) -> Roster {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder.path) } catch {
            let why = error.localizedDescription
            throw WorkspaceError("cannot read the roster folder \(folder.path): \(why.hasSuffix(".") ? String(why.dropLast()) : why). "
                                 + "Give the folder that holds one workspace per student.")
        }
        var roster = Roster(students: [], skipped: [])
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            guard Workspace.isWorkspace(url) else {
                roster.skipped.append(Skipped(folder: name, reason: "not an archlab workspace (no \(WorkspaceManifest.fileName))"))
                continue
            }
            do { roster.students.append(Student(name: name, workspace: try Workspace.open(at: url))) } catch {
                roster.skipped.append(Skipped(folder: name, reason: error.description))
            }
        }
        return roster
    }
}
