import ArchLabToolchain
import ArchLabWorkbook
import Foundation

/// `archlab init DIR`: makes (or upgrades) a learner workspace and says what to type next.
struct InitCommand {
    var directory: String
    var classroom: Bool
    var courseRepository: String?

    func run(_ context: SubcommandContext) -> Int32 {
        let environment = context.environment
        let out = SubcommandOutput(sink: context.sink)
        guard let (course, lessons) = out.loadCourse(environment: environment) else { return 2 }
        let git = WorkspaceGit()
        let revision = git.revision(of: lessons.deletingLastPathComponent())
        let root = URL(fileURLWithPath: directory, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        var extraFiles: [String: String] = [:]
        if classroom {
            guard revision != "unknown" else {
                out.fail(.classroomNeedsGitCheckout(checkout: lessons.deletingLastPathComponent().path))
                return 2
            }
            let remote = courseRepository ?? git.remote(of: lessons.deletingLastPathComponent())
            guard let repository = remote.flatMap(ClassroomWorkflow.repository(fromRemote:)) else {
                out.fail(.classroomNeedsRepository(courseRepository: courseRepository, origin: remote, directory: directory))
                return 2
            }
            let workflow = ClassroomWorkflow(courseRepository: repository, courseRevision: revision,
                                             lessons: course.lessons.filter { $0.exercise != nil }.map(\.id))
            extraFiles = [ClassroomWorkflow.path: workflow.yaml, ClassroomWorkflow.teacherNotePath: workflow.teacherNote]
        }
        do {
            let setup = try Workspace.create(at: root, course: course, courseRevision: revision, extraFiles: extraFiles, git: git)
            out.report(.workspaceReady(root: root.path, setup: setup, classroom: classroom, executable: Self.runningExecutable))
            return 0
        } catch {
            out.fail(.failure("\(error)"))
            return 2
        }
    }

    /// How to start this same archlab again: its absolute path, or `archlab` when unknown.
    static var runningExecutable: String {
        guard let path = HostExecutable.url?.path, FileManager.default.isExecutableFile(atPath: path) else { return "archlab" }
        return path
    }
}
