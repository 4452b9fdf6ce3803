import ArchLabWorkbook
import Foundation
import XCTest

/// A course renumbered after a learner started (`Lessons/renamed.txt`): `02-counter` became
/// `03-counter` and its id `counter` became `tally`. Progress, `archlab init`, `check`,
/// `grade` and `grade --roster` keep working on what the learner made before.
final class RenumberedCourseTests: XCTestCase {
    private var course: MiniCourse!
    private let mine = "public func count() -> Int { 1 + 2 } // mine\n"

    override func setUpWithError() throws { course = try MiniCourse() }
    override func tearDown() { course.remove() }

    /// Renames the course's lesson as a renumbering does: folder, starter copy, id, table.
    private func renumber() throws {
        let fileManager = FileManager.default
        try fileManager.moveItem(at: course.lessons.appendingPathComponent("02-counter"), to: course.lessons.appendingPathComponent("03-counter"))
        try fileManager.removeItem(at: course.lessons.appendingPathComponent("\(Course.startersFolder)/02-counter"))
        let lessonFile = course.lessons.appendingPathComponent("03-counter/lesson.md")
        let text = try String(contentsOf: lessonFile, encoding: .utf8).replacingOccurrences(of: "id: counter\n", with: "id: tally\n")
        try Data(text.utf8).write(to: lessonFile)
        try course.folder.write("# renamed\n02-counter -> 03-counter\nid: counter -> tally\n", to: "ArchLab/Lessons/\(CourseRenames.fileName)")
        try course.reseal()
    }

    /// A workspace made by the course before the renumbering, with the learner's own file.
    private func oldWorkspace(_ name: String = "work", git: WorkspaceGit? = nil, progress: String? = nil) throws -> Workspace {
        let root = course.folder.url.appendingPathComponent(name)
        let workspace = try Workspace.create(at: root, course: course.course(), courseRevision: "before", git: git).workspace
        try Data(mine.utf8).write(to: root.appendingPathComponent("02-counter/Counter.swift"))
        if let progress { try Data(progress.utf8).write(to: workspace.progressURL) }
        try renumber()
        return workspace
    }

    func testProgressWrittenBeforeTheRename_LoadsUnderTheNewID() throws {
        let file = course.folder.url.appendingPathComponent("progress")
        try Data("counter step=2 done=1 exercise=passed hints=2 seconds=30\nhello step=1 done=1 exercise=none\n".utf8).write(to: file)
        try renumber()
        let session = Walkthrough(course: try course.course(), store: ProgressStore(fileURL: file))
        XCTAssertEqual(session.book["tally"], LessonProgress(lessonID: "tally", currentStep: 2, doneSteps: [1], exercise: .passed, hintsUsed: 2, seconds: 30))
        XCTAssertFalse(session.book.hasStarted("counter"))
        XCTAssertEqual(session.book["hello"].doneSteps, [1])
    }

    func testProgressUnderBothIDs_IsMergedNotDropped() throws {
        let renames = CourseRenames(ids: ["counter": "tally"])
        let book = ProgressBook([LessonProgress(lessonID: "counter", currentStep: 3, doneSteps: [1, 2], exercise: .passed, attempts: 2),
                                 LessonProgress(lessonID: "tally", currentStep: 1, doneSteps: [1, 4], attempts: 1)])
        XCTAssertEqual(renames.migrate(book), ProgressBook([LessonProgress(lessonID: "tally", currentStep: 3, doneSteps: [1, 2, 4],
                                                                           exercise: .passed, attempts: 3)]))
    }

    func testOldIDsAndFolders_StillNameTheLesson_NumbersAreToday() throws {
        try renumber()
        let renamed = try course.course()
        XCTAssertEqual(renamed.lesson(id: "counter")?.folder, "03-counter")
        XCTAssertEqual(renamed.lesson(id: "02-counter")?.id, "tally")
        XCTAssertNil(renamed.lesson(id: "2"))
        XCTAssertEqual(renamed.lesson(id: "3")?.formerFolders, ["02-counter"])
        XCTAssertEqual(renamed.lesson(id: "tally")?.formerIDs, ["counter"])
    }

    func testRenameTable_ChainsResolveAndMistakesNameTheLine() {
        let chained = CourseRenames.parse("01-a -> 02-b\n02-b -> 03-c\nid: a -> c\n", file: "renamed.txt", folders: ["03-c"], ids: ["c"])
        XCTAssertEqual(chained.renames, CourseRenames(folders: ["01-a": "03-c", "02-b": "03-c"], ids: ["a": "c"]))
        XCTAssertEqual(chained.errors, [])
        let wrong = CourseRenames.parse("01-a => 02-b\n01-x -> 09-gone\n03-c -> 04-d\nid: a -> a\n", file: "renamed.txt", folders: ["03-c", "04-d"], ids: ["a"])
        XCTAssertEqual(wrong.errors.map(\.description), [
            "renamed.txt:1: write a folder rename as `NN-old-slug -> NN-new-slug` (or `id: old-id -> new-id`)",
            "renamed.txt:4: write an id rename as `id: old-id -> new-id`",
            "renamed.txt:2: `01-x` is renamed to `09-gone`, which the course has no folder called; name one it has",
            "renamed.txt:3: the course still has a folder `03-c`, so it cannot be an old name; remove the line",
        ])
    }

    func testInit_MovesTheOldFolderKeepingTheLearnersFile() throws {
        let workspace = try oldWorkspace(progress: "counter step=1 done=1 exercise=failed attempts=4\n")
        let setup = try Workspace.create(at: workspace.root, course: course.course(), courseRevision: "after")
        XCTAssertEqual(setup.moves.moved, [Workspace.FolderMove(from: "02-counter", to: "03-counter", staged: false)])
        XCTAssertEqual(setup.added, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.root.appendingPathComponent("02-counter").path))
        XCTAssertEqual(try String(contentsOf: workspace.root.appendingPathComponent("03-counter/Counter.swift"), encoding: .utf8), mine)
        let reopened = try Workspace.open(at: workspace.root)
        XCTAssertEqual(reopened.manifest.lessons.map { [$0.id, $0.folder] }, [["tally", "03-counter"]])
        XCTAssertEqual(reopened.manifest.lessons.first?.starters, workspace.manifest.lessons.first?.starters)
        XCTAssertEqual(try ProgressStore(fileURL: reopened.progressURL).read(),
                       ProgressBook([LessonProgress(lessonID: "tally", doneSteps: [1], exercise: .failed, attempts: 4)]))
        XCTAssertEqual(try Workspace.create(at: workspace.root, course: course.course(), courseRevision: "after").moves, Workspace.Moves())
        XCTAssertNil(reopened.formerFoldersNotice(course: try course.course()))
        let readme = try String(contentsOf: workspace.root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("| `03-counter/` | Counting events |") && !readme.contains("02-counter"), readme)
    }

    func testInit_InAGitWorkspace_StagesTheMoveSoHistoryFollows() throws {
        let git = WorkspaceGit()
        guard git.runner.run(["git", "--version"], in: course.folder.url, environment: [:], timeout: 30).status == 0 else {
            throw XCTSkip("git is not installed")
        }
        let workspace = try oldWorkspace(git: git)
        let setup = try Workspace.create(at: workspace.root, course: course.course(), courseRevision: "after", git: git)
        XCTAssertEqual(setup.moves.moved, [Workspace.FolderMove(from: "02-counter", to: "03-counter", staged: true)])
        let status = git.runner.run(["git", "status", "--porcelain"], in: workspace.root, environment: [:], timeout: 30).stdout
        // Staged as a rename (`R`); the learner's edit, never committed, stays unstaged (`M`).
        XCTAssertTrue(status.contains("RM 02-counter/Counter.swift -> 03-counter/Counter.swift"), status)
        XCTAssertEqual(try String(contentsOf: workspace.root.appendingPathComponent("03-counter/Counter.swift"), encoding: .utf8), mine)
    }

    func testInit_LeavesTheOldFolderWhenTheNewNameIsTaken() throws {
        let workspace = try oldWorkspace()
        try course.folder.write("// started again\n", to: "work/03-counter/Counter.swift")
        let setup = try Workspace.create(at: workspace.root, course: course.course(), courseRevision: "after")
        XCTAssertEqual(setup.moves, Workspace.Moves(moved: [], blocked: [Workspace.FolderMove(from: "02-counter", to: "03-counter", staged: false)]))
        XCTAssertEqual(try String(contentsOf: workspace.root.appendingPathComponent("02-counter/Counter.swift"), encoding: .utf8), mine)
    }

    func testCheckAndReset_OnTheOldLayout_UseTheOldFolder() throws {
        let workspace = try oldWorkspace()
        let lesson = try XCTUnwrap(course.course().lesson(id: "tally"))
        XCTAssertEqual(workspace.folder(for: lesson).lastPathComponent, "02-counter")
        XCTAssertEqual(workspace.lessonsInFormerFolders(of: try course.course()).map(\.id), ["tally"])
        XCTAssertEqual(workspace.formerFoldersNotice(course: try course.course()),
                       "The lessons were renumbered and your workspace still has the old folder names (02-counter/ is now 03-counter/). "
                       + "`check` finds your files where they are; to move them to the new names, quit and run `archlab init \(workspace.root.path)`.")
        let runner = ScriptedRunner(["swift test": CommandOutput(status: 0, stdout: "", stderr: "")])
        var checker = ExerciseChecker(lessonsDirectory: course.lessons, runner: runner)
        checker.workspace = workspace
        let result = checker.check(lesson)
        let scratch = course.lessons.appendingPathComponent(".build-scratch/check")
        XCTAssertEqual(try String(contentsOf: scratch.appendingPathComponent("Sources/Counter/Counter.swift"), encoding: .utf8), mine)
        XCTAssertEqual(result.submissionFindings, [])
        XCTAssertEqual(result.sourceFolder, workspace.root.appendingPathComponent("02-counter").path + "/")
        XCTAssertEqual(try workspace.restoreStarters(of: lesson, course: course.course()), ["02-counter/Counter.swift"])
        XCTAssertEqual(try String(contentsOf: workspace.root.appendingPathComponent("02-counter/Counter.swift"), encoding: .utf8), MiniCourse.starter)
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.root.appendingPathComponent("03-counter").path))
    }

    func testGradeAndRoster_OnTheOldLayout_GradeTheLearnersFilesUnderTheNewID() throws {
        let workspace = try oldWorkspace("class/ann", progress: "counter step=1 done=1 exercise=passed\n")
        let renamed = try course.course()
        let runner = ArithmeticRunner(expected: ["Counter": 3])
        let report = BatchGrader(lessonsDirectory: course.lessons, sources: .workspace(workspace), runner: runner).grade(renamed)
        XCTAssertEqual(report.results.map { "\($0.lessonID) \($0.outcome)" }, ["tally passed"])
        XCTAssertEqual(report.results.first?.submissionFindings, [])

        let gradebook = RosterGrader(lessonsDirectory: course.lessons, parallelism: 1, runner: runner)
            .grade(try Roster.scan(course.folder.url.appendingPathComponent("class")), course: renamed)
        XCTAssertTrue(gradebook.renderCSV().contains("ann,pass,"), gradebook.renderCSV())
        XCTAssertEqual(gradebook.students.first?.position.hasPrefix("tally "), true, gradebook.students.first?.position ?? "")
    }

    /// A Classroom repository is graded by the course at the commit its workflow pins, so it
    /// is graded in the layout it was made with; the teacher's `init --classroom` on the
    /// template after the renumbering moves the folders and writes the workflow of the new
    /// course, which the new course then finds nothing wrong with.
    func testClassroomTemplate_InitAgainMovesTheFoldersAndPinsTheNewCourse() throws {
        let root = course.folder.url.appendingPathComponent("template")
        let before = ClassroomWorkflow(courseRepository: "acme/ArchLab", courseRevision: "r1", lessons: ["counter"])
        _ = try Workspace.create(at: root, course: course.course(), courseRevision: "r1", extraFiles: [ClassroomWorkflow.path: before.yaml])
        try renumber()
        let renamed = try course.course()
        let after = ClassroomWorkflow(courseRepository: "acme/ArchLab", courseRevision: "r2", lessons: ["tally"])
        let setup = try Workspace.create(at: root, course: renamed, courseRevision: "r2", extraFiles: [ClassroomWorkflow.path: after.yaml])
        XCTAssertEqual(setup.moves.moved.map(\.to), ["03-counter"])
        let expectation = ClassroomWorkflow.Expectation(course: renamed, repository: "acme/ArchLab", revision: "r2")
        XCTAssertEqual(SubmissionAudit.findings(in: try Workspace.open(at: root), workflow: expectation), [])
    }
}
