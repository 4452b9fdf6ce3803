import ArchLabWorkbook
import Foundation
import XCTest

/// The GitHub Classroom workflow: one autograding test per lesson, the course pinned, and
/// edits to it reported. (scripts/check-classroom runs actionlint on the real one.)
final class ClassroomWorkflowTests: XCTestCase {
    func testRepository_FromRemotes() {
        XCTAssertEqual(ClassroomWorkflow.repository(fromRemote: "https://github.com/acme/ArchLab.git\n"), "acme/ArchLab")
        XCTAssertEqual(ClassroomWorkflow.repository(fromRemote: "git@github.com:acme/arch-lab.git"), "acme/arch-lab")
        XCTAssertEqual(ClassroomWorkflow.repository(fromRemote: "acme/ArchLab"), "acme/ArchLab")
        XCTAssertNil(ClassroomWorkflow.repository(fromRemote: "https://gitlab.com/acme/ArchLab"))
        XCTAssertNil(ClassroomWorkflow.repository(fromRemote: "acme/Arch Lab; rm -rf /"))
    }

    func testYAML_OneGradedTestPerLessonAgainstThePinnedCourse() {
        let yaml = ClassroomWorkflow(courseRepository: "acme/ArchLab", courseRevision: "0123abc", lessons: ["streams", "virtual-time"]).yaml
        XCTAssertTrue(yaml.contains("          repository: acme/ArchLab\n          ref: 0123abc\n          path: course\n"), yaml)
        XCTAssertTrue(yaml.contains("        run: course/.build/debug/archlab grade --workspace work --format json > grade.json || true\n"), yaml)
        XCTAssertTrue(yaml.contains("""
                  - name: virtual-time
                    id: lesson_virtual_time
                    uses: classroom-resources/autograding-command-grader@v1
                    with:
                      test-name: virtual-time
                      command: jq -e '.lessons[] | select(.id == "virtual-time") | .passed' grade.json
                      timeout: 1
                      max-score: 10

            """), yaml)
        XCTAssertTrue(yaml.contains("          LESSON_VIRTUAL_TIME_RESULTS: \"${{ steps.lesson_virtual_time.outputs.result }}\"\n"), yaml)
        XCTAssertTrue(yaml.hasSuffix("          runners: lesson_streams,lesson_virtual_time\n"), yaml)
    }

    func testEditedWorkflow_IsReportedAsTampering() throws {
        let course = try MiniCourse()
        defer { course.remove() }
        let workflow = ClassroomWorkflow(courseRepository: "acme/ArchLab", courseRevision: "r", lessons: ["counter"])
        let setup = try Workspace.create(at: course.folder.url.appendingPathComponent("template"), course: course.course(), courseRevision: "r",
                                         extraFiles: [ClassroomWorkflow.path: workflow.yaml])
        XCTAssertEqual(SubmissionAudit.findings(in: setup.workspace), [])
        try Data("run: echo 100\n".utf8).write(to: setup.workspace.root.appendingPathComponent(ClassroomWorkflow.path))
        XCTAssertEqual(SubmissionAudit.findings(in: setup.workspace).map(\.text),
                       [".github/workflows/classroom.yml: edited; it decides the GitHub Classroom grade"])
    }
}
