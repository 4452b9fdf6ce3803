/// Per-lesson exercise results for a teacher's autograder, rendered by `render(_:)`.
public struct GradeReport: Equatable, Sendable {
    public enum Format: String, CaseIterable, Sendable {
        case text, json, junit
    }

    public var results: [ExerciseResult]
    /// Lessons without an exercise, by id.
    public var skipped: [String]
    /// Graded the reference solutions (`--solutions`).
    public var solutions: Bool

    public init(results: [ExerciseResult], skipped: [String] = [], solutions: Bool = false) {
        self.results = results
        self.skipped = skipped
        self.solutions = solutions
    }

    /// What the submission holds beyond its exercise sources (`SubmissionAudit`), once each,
    /// in the order the results list them; empty outside a workspace.
    public var findings: [SubmissionAudit.Finding] {
        var seen = Set<String>()
        return results.flatMap(\.submissionFindings).filter { seen.insert($0.text).inserted }
    }

    public var passedCount: Int { results.filter(\.passed).count }
    public var failedCount: Int { results.count - passedCount }
    /// Every graded exercise passed, and there was at least one.
    public var allPassed: Bool { !results.isEmpty && failedCount == 0 }
    /// The process exit code `archlab grade` returns: 0 only if all passed.
    public var exitCode: Int32 { allPassed ? 0 : 1 }

    public func render(_ format: Format) -> String {
        switch format {
        case .text: renderText()
        case .json: renderJSON()
        case .junit: renderJUnit()
        }
    }

    /// One line per lesson, then failure details and a summary line.
    public func renderText() -> String {
        var lines: [String] = []
        let width = results.map(\.lessonID.count).max() ?? 0
        for result in results {
            let padded = result.lessonID.padding(toLength: width, withPad: " ", startingAt: 0)
            var line = "\(result.passed ? "PASS" : "FAIL")  \(padded)  \(Self.outcomeText(result))"
            if let run = result.testRun, !run.cases.isEmpty { line += " (\(run.passed.count)/\(run.cases.count) tests)" }
            if !result.mutants.isEmpty { line += " (\(result.mutants.filter(\.caught).count)/\(result.mutants.count) bugs caught)" }
            lines.append(line)
        }
        for id in skipped { lines.append("SKIP  \(id.padding(toLength: width, withPad: " ", startingAt: 0))  no exercise") }
        let failures = results.filter { !$0.passed }
        if !failures.isEmpty {
            lines.append("")
            for result in failures {
                lines.append("--- \(result.lessonID)")
                lines.append(result.learnerText())
            }
        }
        if !findings.isEmpty {
            lines.append("")
            lines.append("Submission findings (grading ignored these; on GitHub Classroom each one fails every test):")
            lines += findings.map { "  - \($0.text)" }
        }
        lines.append("")
        lines.append("\(passedCount) of \(results.count) \(solutions ? "solutions" : "exercises") pass.")
        return lines.joined(separator: "\n") + "\n"
    }

    static func outcomeText(_ result: ExerciseResult) -> String {
        switch result.outcome {
        case .passed: "passed"
        case .testsFailed: result.testRun?.crash != nil ? "tests crashed" : "tests failed"
        case .buildFailed: "does not compile"
        case .tampered: "tests modified"
        case .bugsMissed: "bugs missed"
        case .notRun: "not run"
        case .timedOut: "timeout"
        }
    }
}
