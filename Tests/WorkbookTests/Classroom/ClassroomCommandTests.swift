import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest

/// The workflow's own commands, run with jq on grades `GradeReport` renders: a lesson's test
/// passes only when the lesson passed and the grade has no finding, and prints the findings.
final class ClassroomCommandTests: XCTestCase {
    private let workflow = ClassroomWorkflow(courseRepository: "acme/ArchLab", courseRevision: "0123abc", lessons: ["counter", "alpha"])
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        guard ProcessCommandRunner().run(["jq", "--version"], in: URL(fileURLWithPath: "/"), environment: [:], timeout: 30).status == 0 else {
            // CI must run these; a developer without jq is told and goes on.
            if ProcessInfo.processInfo.environment["CI"] == "true" { throw MissingTool(name: "jq") }
            throw XCTSkip("jq is not installed; the workflow's commands need it")
        }
        folder = try TemporaryFolder(prefix: "classroom-commands")
    }

    override func tearDown() { folder?.remove() }

    private struct MissingTool: Error { var name: String }

    /// The command of the step after `marker` (a folded `>-` block), as the shell gets it.
    private func command(after marker: String) throws -> String {
        let lines = workflow.yaml.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex(of: marker))
        let block = try XCTUnwrap(lines[start...].firstIndex { $0.hasSuffix(": >-") })
        let indent = lines[block + 1].prefix { $0 == " " }.count
        return lines[(block + 1)...].prefix { $0.hasPrefix(String(repeating: " ", count: indent)) }
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    private func run(_ command: String, on report: GradeReport) throws -> CommandOutput {
        try folder.write(report.renderJSON(), to: "grade.json")
        return ProcessCommandRunner().run(["/bin/sh", "-c", command], in: folder.url, environment: [:], timeout: 30)
    }

    private func report(findings: [SubmissionAudit.Finding]) -> GradeReport {
        var passed = ExerciseResult(lessonID: "counter", folder: "02-counter", module: "Counter", outcome: .passed)
        var failed = ExerciseResult(lessonID: "alpha", folder: "03-alpha", module: "Alpha", outcome: .testsFailed)
        passed.submissionFindings = findings
        failed.submissionFindings = findings
        return GradeReport(results: [passed, failed])
    }

    func testLessonTest_PassesOnlyWithoutFindings() throws {
        let counter = try command(after: "          test-name: counter")
        let alpha = try command(after: "          test-name: alpha")
        XCTAssertEqual(try run(counter, on: report(findings: [])).status, 0)
        XCTAssertNotEqual(try run(alpha, on: report(findings: [])).status, 0)

        let finding = SubmissionAudit.Finding(path: "x\n::set-output name=result::100", reason: "edited; it decides the GitHub Classroom grade")
        let output = try run(counter, on: report(findings: [finding]))
        XCTAssertNotEqual(output.status, 0, output.combined)
        XCTAssertEqual(output.stdout, """
            This test fails while the submission has findings; remove what they name and push again:
            - x?::set-output name=result::100: edited; it decides the GitHub Classroom grade
            false

            """)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("grade.json"))
        XCTAssertNotEqual(ProcessCommandRunner().run(["/bin/sh", "-c", counter], in: folder.url, environment: [:], timeout: 30).status, 0)
    }

    func testFindingsStep_AnnotatesEachFindingAndNeverFails() throws {
        let list = try command(after: "      - name: List the submission findings (each one fails every test)")
        let finding = SubmissionAudit.Finding(path: "Package.swift\n::add-mask::x", reason: "a package file; 100%")
        let output = try run(list, on: report(findings: [finding]))
        XCTAssertEqual(output.status, 0, output.combined)
        XCTAssertEqual(output.stdout, "::error title=Submission finding::Package.swift%0A::add-mask::x: a package file; 100%25\n")
        XCTAssertEqual(try run(list, on: report(findings: [])).stdout, "No findings: the submission holds only exercise files.\n")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("grade.json"))
        let missing = ProcessCommandRunner().run(["/bin/sh", "-c", list], in: folder.url, environment: [:], timeout: 30)
        XCTAssertEqual(missing.status, 0)
        XCTAssertTrue(missing.stdout.contains("grade.json is missing or damaged"), missing.combined)
    }
}
