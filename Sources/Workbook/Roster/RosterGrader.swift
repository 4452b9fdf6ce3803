import Foundation
import Synchronization

/// Grades a `Roster`: each workspace with a `BatchGrader`, several at once (one scratch
/// package per worker, reused from student to student so only changed exercises rebuild),
/// then reads each student's progress and compares their code (`SimilarityCheck`).
public struct RosterGrader: Sendable {
    public var lessonsDirectory: URL
    public var runner: any CommandRunner
    /// Workers at once; each builds in its own scratch folder. The CLI passes the core count.
    public var parallelism: Int
    /// The course's git commit (read once per roster); keys remembered mutant verdicts.
    private var courseRevision: String?
    /// Seconds all of one student's test runs may take together: a student whose code sleeps
    /// or loops costs at most this, and the lessons left are reported as `timeout`. A solved
    /// workspace's tests (29 lessons, every seeded bug) take about 15 s on a loaded 2-core
    /// machine, so honest work never comes near it.
    public var studentBudget: Double = 180
    /// The course's `owner/name` on GitHub (read once per roster): Classroom workflows are compared with it.
    private var courseRepository: String?

    public init(lessonsDirectory: URL, parallelism: Int, runner: any CommandRunner = ProcessCommandRunner()) {
        self.lessonsDirectory = lessonsDirectory
        self.parallelism = max(1, parallelism)
        self.runner = runner
    }

    /// Grades every student; `progress(done, total, student)` is called as each finishes,
    /// from worker threads.
    public func grade(_ roster: Roster, course: Course,
                      progress: @escaping @Sendable (Int, Int, String) -> Void = { _, _, _ in }) -> Gradebook {
        let students = roster.students
        var withRevision = self
        let git = WorkspaceGit(runner: runner)
        withRevision.courseRevision = git.revision(of: lessonsDirectory.deletingLastPathComponent())
        withRevision.courseRepository = git.remote(of: lessonsDirectory.deletingLastPathComponent()).flatMap(ClassroomWorkflow.repository(fromRemote:))
        let grader = withRevision
        let next = Mutex(0)
        let finished = Mutex<[Int: StudentGrade]>([:])
        let workers = min(parallelism, max(students.count, 1))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            // The first worker shares the course's warm build folder; the others build their own.
            let scratch = lessonsDirectory.appendingPathComponent(".build-scratch/roster-\(worker + 1)")
            let build = worker == 0 ? ExerciseChecker.sharedBuildDirectory(lessonsDirectory: lessonsDirectory) : scratch.appendingPathComponent(".build")
            while true {
                let index: Int = next.withLock { value in
                    defer { value += 1 }
                    return value
                }
                guard index < students.count else { return }
                let student = students[index]
                let grade = grader.grade(student, course: course, scratch: scratch, buildDirectory: build)
                let done = finished.withLock { results in
                    results[index] = grade
                    return results.count
                }
                progress(done, students.count, student.name)
            }
        }
        var grades = finished.withLock { results in students.indices.compactMap { results[$0] } }
        SimilarityCheck.apply(to: &grades, workspaces: Dictionary(uniqueKeysWithValues: students.map { ($0.name, $0.workspace) }), course: course)
        return Gradebook(lessons: course.lessons.filter { $0.exercise != nil }.map(\.id), students: grades, skipped: roster.skipped)
    }

    private func grade(_ student: Roster.Student, course: Course, scratch: URL, buildDirectory: URL) -> StudentGrade {
        var grader = BatchGrader(lessonsDirectory: lessonsDirectory, sources: .workspace(student.workspace), scratch: scratch,
                                 buildDirectory: buildDirectory, runner: runner)
        grader.courseRevision = courseRevision
        grader.testBudget = studentBudget
        grader.courseRepository = courseRepository
        let report = grader.grade(course)
        let position: String
        var gaveUp: [String] = []
        do {
            let book = course.renames.migrate(try ProgressStore(fileURL: student.workspace.progressURL).read())
            position = ProgressReport(course: course, book: book).position
            gaveUp = course.lessons.map(\.id).filter { book[$0].gaveUp }
        } catch {
            position = "progress unreadable"
        }
        return StudentGrade(name: student.name, report: report, position: position,
                            findings: report.results.first?.submissionFindings ?? [], gaveUp: gaveUp)
    }
}
