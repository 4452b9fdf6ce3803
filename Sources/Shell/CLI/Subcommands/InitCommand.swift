import ArchLabToolchain
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
        var extraFiles: [String: String] = [:]
        if classroom {
            guard revision != "unknown" else {
                sink.write("archlab: --classroom pins the course's git commit, and \(lessons.deletingLastPathComponent().path) is not a git checkout. Run it from a clone of the course.", isError: true)
                return 2
            }
            let remote = courseRepository ?? git.remote(of: lessons.deletingLastPathComponent())
            guard let repository = remote.flatMap(ClassroomWorkflow.repository(fromRemote:)) else {
                // The problem, then the usage on a line of its own.
                let origin = remote.map { "is \($0), not a GitHub repository" } ?? "is not set"
                let problem = courseRepository.map { "--course-repo \($0) is not the OWNER/NAME of a GitHub repository" }
                    ?? "--classroom needs the course's GitHub repository, and the course checkout's origin \(origin)"
                sink.write("archlab: \(problem).", isError: true)
                sink.write("usage: archlab init \(directory) --classroom --course-repo OWNER/NAME", isError: true)
                return 2
            }
            let workflow = ClassroomWorkflow(courseRepository: repository, courseRevision: revision,
                                             lessons: course.lessons.filter { $0.exercise != nil }.map(\.id))
            extraFiles = [ClassroomWorkflow.path: workflow.yaml, ClassroomWorkflow.teacherNotePath: workflow.teacherNote]
        }
        do {
            let setup = try Workspace.create(at: root, course: course, courseRevision: revision, extraFiles: extraFiles, git: git)
            let exercises = setup.workspace.manifest.lessons.count
            sink.write("Workspace ready in \(root.path): \(exercises) exercise folders, \(setup.added.count) files added.", isError: false)
            let moved = setup.moves.moved
            if !moved.isEmpty {
                sink.write("The lessons were renumbered: moved \(moved.count == 1 ? "1 folder" : "\(moved.count) folders") to the new names, your files inside unchanged: "
                           + moved.map { "\($0.from)/ → \($0.to)/" }.joined(separator: ", ") + ".", isError: false)
                if moved.contains(where: \.staged) {
                    sink.write("The moves are staged in git, so the history follows your files; commit them: git commit -m 'Renumbered lessons'", isError: false)
                }
            }
            for move in setup.moves.blocked {
                sink.write("Left \(move.from)/ where it is: \(move.to)/ exists too. Copy what you want to keep from \(move.from)/ into \(move.to)/, then delete \(move.from)/.", isError: false)
            }
            if !setup.kept.isEmpty {
                sink.write("Kept your own versions of: \(setup.kept.joined(separator: ", ")).", isError: false)
            }
            if !setup.editedInCheckout.isEmpty {
                sink.write("The starters are the course's as shipped, not this checkout's: "
                           + setup.editedInCheckout.map { "Lessons/\($0)" }.joined(separator: ", ")
                           + (setup.editedInCheckout.count == 1 ? " differs from the shipped starter (edited in the checkout) and stays as it is there."
                              : " differ from the shipped starters (edited in the checkout) and stay as they are there."), isError: false)
            }
            if let note = setup.gitNote { sink.write(note, isError: false) }
            if classroom {
                sink.write("GitHub Classroom: \(ClassroomWorkflow.path) grades each lesson; \(ClassroomWorkflow.teacherNotePath) says how to make the template repository.", isError: false)
            }
            if classroom {
                sink.write("Next: make this folder the template repository, as \(ClassroomWorkflow.teacherNotePath) says.", isError: false)
            } else {
                // The full path: `./scripts/start` builds archlab without putting it on PATH.
                sink.write("Next: cd \(root.path) && \(Self.runningExecutable)   (then type 'lesson 1')", isError: false)
            }
            return 0
        } catch {
            sink.write("archlab: \(error)", isError: true)
            return 2
        }
    }

    /// How to start this same archlab again: its absolute path, or `archlab` when unknown.
    static var runningExecutable: String {
        guard let path = HostExecutable.url?.path, FileManager.default.isExecutableFile(atPath: path) else { return "archlab" }
        return path
    }
}
