import ArchLabWorkbook
import Foundation
import XCTest

/// The Classroom workflow in a submission is compared with the one the grading course writes
/// (its repository, its revision, its lessons), never with the digest the submission keeps.
final class ClassroomAuditTests: XCTestCase {
    private var course: MiniCourse!
    private let revision = String(repeating: "ab", count: 20)

    override func setUpWithError() throws { course = try MiniCourse() }
    override func tearDown() { course.remove() }

    private var expected: ClassroomWorkflow.Expectation {
        get throws { ClassroomWorkflow.Expectation(course: try course.course(), repository: "acme/ArchLab", revision: revision) }
    }

    /// A Classroom workspace as `archlab init --classroom` makes it at `revision`.
    private func classroomWorkspace(revision: String? = nil) throws -> Workspace {
        let workflow = ClassroomWorkflow(courseRepository: "acme/ArchLab", courseRevision: revision ?? self.revision, lessons: ["counter"])
        return try Workspace.create(at: course.folder.url.appendingPathComponent("template"), course: course.course(),
                                    courseRevision: revision ?? self.revision, extraFiles: [ClassroomWorkflow.path: workflow.yaml]).workspace
    }

    private func reasons(_ workspace: Workspace, _ expectation: ClassroomWorkflow.Expectation? = nil) throws -> [String] {
        SubmissionAudit.findings(in: workspace, workflow: try expectation ?? expected).map(\.text)
    }

    func testUnchangedWorkflow_HasNoFinding() throws {
        XCTAssertEqual(try reasons(classroomWorkspace()), [])
        // Outside a Classroom workspace there is nothing to compare.
        XCTAssertEqual(try reasons(course.workspace("plain")), [])
    }

    func testEditedWorkflow_IsCaughtEvenWithTheManifestDigestUpdated() throws {
        let workspace = try classroomWorkspace()
        let edited = try String(contentsOf: workspace.root.appendingPathComponent(ClassroomWorkflow.path), encoding: .utf8)
            .replacingOccurrences(of: "jq -r -e --arg id 'counter'", with: "true || jq -r -e --arg id 'counter'")
        try Data(edited.utf8).write(to: workspace.root.appendingPathComponent(ClassroomWorkflow.path))
        var manifest = workspace.manifest
        manifest.protectedFiles = [ClassroomWorkflow.path: SHA256.hexDigest(Data(edited.utf8))]
        try manifest.encoded().write(to: workspace.manifestURL)

        let reopened = try Workspace.open(at: workspace.root)
        XCTAssertEqual(try reasons(reopened), [".github/workflows/classroom.yml: edited; it decides the GitHub Classroom grade"])
        // What the course writes decides, not what the submission's manifest lists.
        XCTAssertEqual(reopened.manifest.protectedFiles?[ClassroomWorkflow.path], SHA256.hexDigest(Data(edited.utf8)))
    }

    func testWorkflowOfAnotherCourse_OrAnotherRevision_IsAFinding() throws {
        let workspace = try classroomWorkspace()
        let fork = ClassroomWorkflow.Expectation(course: try course.course(), repository: "mallory/ArchLab", revision: revision)
        XCTAssertEqual(try reasons(workspace, fork), [".github/workflows/classroom.yml: edited; it decides the GitHub Classroom grade"])
        let newer = String(repeating: "cd", count: 20)
        XCTAssertEqual(try reasons(workspace, ClassroomWorkflow.Expectation(course: try course.course(), repository: "acme/ArchLab", revision: newer)),
                       [".github/workflows/classroom.yml: pins course revision \(revision), not \(newer) that graded it; grade it with the course at \(revision) to compare"])
        // A course with more lessons writes more tests: the old text is not its workflow.
        try course.addLesson(number: 3, id: "alpha", module: "Alpha")
        XCTAssertEqual(try reasons(workspace), [".github/workflows/classroom.yml: edited; it decides the GitHub Classroom grade"])
    }

    func testCourseWithoutGitHubOrigin_ComparesWithTheRepositoryTheWorkflowNames() throws {
        let workspace = try classroomWorkspace()
        XCTAssertEqual(try reasons(workspace, ClassroomWorkflow.Expectation(course: try course.course(), repository: nil, revision: revision)), [])
        XCTAssertEqual(try reasons(workspace, ClassroomWorkflow.Expectation(course: try course.course(), repository: nil, revision: "unknown")),
                       [".github/workflows/classroom.yml: cannot be compared: the course grading it is not a git checkout, so the revision it pins is unknown"])
    }

    func testRemovedLinkedOrExtraWorkflows_AreFindings() throws {
        let workspace = try classroomWorkspace()
        let url = workspace.root.appendingPathComponent(ClassroomWorkflow.path)
        let text = try Data(contentsOf: url)
        try Data("on: push\n".utf8).write(to: workspace.root.appendingPathComponent(".github/workflows/score.yaml"))
        XCTAssertEqual(try reasons(workspace), [".github/workflows/score.yaml: a workflow the course did not write; on GitHub Classroom it could report a grade"])

        try FileManager.default.removeItem(at: url)
        XCTAssertEqual(try reasons(workspace), [".github/workflows/classroom.yml: removed; it decides the GitHub Classroom grade",
                                                ".github/workflows/score.yaml: a workflow the course did not write; on GitHub Classroom it could report a grade"])
        try text.write(to: workspace.root.appendingPathComponent("copy.yml"))
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: workspace.root.appendingPathComponent("copy.yml"))
        XCTAssertEqual(try reasons(workspace).first, ".github/workflows/classroom.yml: not a regular file; it decides the GitHub Classroom grade")
    }

    func testInitAgain_WritesTheWorkflowOfTheNewRevision() throws {
        let workspace = try classroomWorkspace()
        let newer = String(repeating: "cd", count: 20)
        let again = try classroomWorkspace(revision: newer)
        XCTAssertEqual(again.root, workspace.root)
        XCTAssertEqual(try reasons(again, ClassroomWorkflow.Expectation(course: try course.course(), repository: "acme/ArchLab", revision: newer)), [])
    }

    /// `grade --workspace DIR --format json` carries the findings, the workflow's among them.
    func testGradeJSON_CarriesTheFindings() throws {
        let workspace = try classroomWorkspace()
        try Data("// mine\n".utf8).write(to: workspace.root.appendingPathComponent("Package.swift"))
        try Data("true\n".utf8).write(to: workspace.root.appendingPathComponent(ClassroomWorkflow.path))
        let passing = "Test Case 'CounterTests.testCount' started at 2026-12-01 10:00:00.000\nTest Case 'CounterTests.testCount' passed (0.001 seconds)\n"
        var grader = BatchGrader(lessonsDirectory: course.lessons, sources: .workspace(workspace),
                                 runner: SequenceRunner(builds: [CommandOutput(status: 0, stdout: "", stderr: "")],
                                                        tests: [CommandOutput(status: 0, stdout: passing, stderr: "")]))
        grader.courseRevision = revision
        grader.courseRepository = "acme/ArchLab"
        let report = grader.grade(try course.course())
        XCTAssertEqual(report.results.map(\.outcome), [.passed])

        let json = try JSONSerialization.jsonObject(with: Data(report.renderJSON().utf8)) as? [String: Any]
        let findings = try XCTUnwrap(json?["findings"] as? [[String: String]])
        XCTAssertEqual(findings, [
            ["path": ".github/workflows/classroom.yml", "reason": "edited; it decides the GitHub Classroom grade"],
            ["path": "Package.swift", "reason": "a package file; grading uses the course's own"],
        ])
        XCTAssertTrue(report.renderText().contains("Submission findings (grading ignored these; on GitHub Classroom each one fails every test):\n"
                                                   + "  - .github/workflows/classroom.yml: edited; it decides the GitHub Classroom grade\n"), report.renderText())
    }

    /// `grade` and `grade --roster` take the repository and revision from the course's own
    /// checkout: a faithful workflow of a fork is caught, since the fork is not the course.
    func testGraders_TakeTheCourseFromItsOwnCheckout() throws {
        let runner = CourseGitRunner(revision: revision)
        var checker = ExerciseChecker(lessonsDirectory: course.lessons, runner: runner)
        checker.workspace = try course.workspace()
        let batch = Grader(checker: checker).batch
        XCTAssertEqual(batch.courseRevision, revision)
        XCTAssertEqual(batch.courseRepository, "acme/ArchLab")

        let roster = course.folder.url.appendingPathComponent("class")
        let fork = ClassroomWorkflow(courseRepository: "mallory/ArchLab", courseRevision: revision, lessons: ["counter"])
        _ = try Workspace.create(at: roster.appendingPathComponent("mal"), course: course.course(), courseRevision: revision,
                                 extraFiles: [ClassroomWorkflow.path: fork.yaml])
        let book = RosterGrader(lessonsDirectory: course.lessons, parallelism: 1, runner: runner).grade(try Roster.scan(roster), course: try course.course())
        XCTAssertEqual(book.students.map(\.findings), [[SubmissionAudit.Finding(path: ClassroomWorkflow.path, reason: "edited; it decides the GitHub Classroom grade")]])
    }
}

/// The course checkout's git (`rev-parse`, `remote get-url origin` on GitHub) and a toolchain
/// whose builds succeed and whose test runs pass every test class they are asked for.
private struct CourseGitRunner: CommandRunner {
    let revision: String

    func run(_ arguments: [String], in directory: URL, environment: [String: String], timeout: Double) -> CommandOutput {
        switch Array(arguments.prefix(2)) {
        case ["git", "rev-parse"]: return CommandOutput(status: 0, stdout: revision + "\n", stderr: "")
        case ["git", "remote"]: return CommandOutput(status: 0, stdout: "https://github.com/acme/ArchLab.git\n", stderr: "")
        case ["swift", "test"]:
            let classes = arguments.last.map { $0.dropFirst(2).dropLast(3).split(separator: "|") } ?? []
            return CommandOutput(status: 0, stdout: classes.map {
                "Test Case '\($0).testCount' started at 2026-12-01 10:00:00.000\nTest Case '\($0).testCount' passed (0.001 seconds)\n"
            }.joined(), stderr: "")
        default: return CommandOutput(status: 0, stdout: "", stderr: "")
        }
    }
}
