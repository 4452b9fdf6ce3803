import ArchLabWorkbook
import Foundation

/// `archlab init DIR`: makes (or upgrades) a learner workspace and says what to type next.
struct InitCommand {
    var directory: String
    var classroom: Bool
    var courseRepository: String?

    func run(sink: TextSink, environment: [String: String]) -> Int32 {
        guard let lessons = LessonsDirectory.locate(environment: environment) else {
            sink.write("archlab: no course found (no Lessons/ folder); run the archlab of an ArchLab checkout or set ARCHLAB_LESSONS", isError: true)
            return 2
        }
        let course: Course
        do { course = try Course.load(from: lessons) } catch {
            sink.write("archlab: the course in \(lessons.path) could not be read: \(error)", isError: true)
            return 2
        }
        let git = WorkspaceGit()
        let revision = git.revision(of: lessons.deletingLastPathComponent())
        let root = URL(fileURLWithPath: directory, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        do {
            let setup = try Workspace.create(at: root, course: course, courseRevision: revision, git: git)
            let exercises = setup.workspace.manifest.lessons.count
            sink.write("Workspace ready in \(root.path): \(exercises) exercise folders, \(setup.added.count) files added.", isError: false)
            if !setup.kept.isEmpty {
                sink.write("Kept your own versions of: \(setup.kept.joined(separator: ", ")).", isError: false)
            }
            if let note = setup.gitNote { sink.write(note, isError: false) }
            sink.write("Next: cd \(root.path) && archlab   (then type 'lesson 1')", isError: false)
            return 0
        } catch {
            sink.write("archlab: \(error)", isError: true)
            return 2
        }
    }
}
