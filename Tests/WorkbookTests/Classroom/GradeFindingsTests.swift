import ArchLabWorkbook
import Foundation
import XCTest

/// A grade carries the submission's findings once each, top-level in its JSON, listed in its text.
final class GradeFindingsTests: XCTestCase {
    private func report(_ findings: [SubmissionAudit.Finding]) -> GradeReport {
        let results = ["counter", "alpha"].map { id in
            var result = ExerciseResult(lessonID: id, folder: "02-\(id)", module: id.capitalized, outcome: .passed)
            result.submissionFindings = findings
            return result
        }
        return GradeReport(results: results)
    }

    private func jsonFindings(_ report: GradeReport) throws -> [[String: String]] {
        let object = try JSONSerialization.jsonObject(with: Data(report.renderJSON().utf8)) as? [String: Any]
        return try XCTUnwrap(object?["findings"] as? [[String: String]], report.renderJSON())
    }

    func testJSON_HasTheFindingsOnceEach() throws {
        let link = SubmissionAudit.Finding(path: "02-counter/Link.swift", reason: "a symbolic link among the exercise files; grading skips it")
        let package = SubmissionAudit.Finding(path: "Package.swift", reason: "a package file; grading uses the course's own")
        let report = report([link, package])
        XCTAssertEqual(report.findings, [link, package])
        XCTAssertEqual(try jsonFindings(report), [["path": link.path, "reason": link.reason], ["path": package.path, "reason": package.reason]])
        XCTAssertTrue(report.renderText().contains("\n  - 02-counter/Link.swift: a symbolic link among the exercise files; grading skips it\n"
                                                   + "  - Package.swift: a package file; grading uses the course's own\n\n2 of 2 exercises pass."),
                      report.renderText())
    }

    func testJSON_WithoutFindingsHasAnEmptyList() throws {
        let report = report([])
        XCTAssertEqual(try jsonFindings(report), [])
        XCTAssertFalse(report.renderText().contains("Submission findings"), report.renderText())
    }
}
