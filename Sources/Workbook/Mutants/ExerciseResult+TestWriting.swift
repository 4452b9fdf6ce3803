extension ExerciseResult {
    /// The learner's report for a test-writing exercise, or nil when the common report fits
    /// (not compiled, tampered with, not run). Names each bug by its description only: the
    /// mutant's code stays hidden, so the learner tests behaviour rather than a known diff.
    func testWritingText(hint: String?, retry: String) -> String? {
        guard kind == .tests else { return nil }
        let whose = solutions ? "The reference tests of `\(lessonID)`" : "Your tests"
        let editHere = sourceFolder ?? "Lessons/\(folder)/\(solutions ? "Solution" : "Exercise")/Tests/"
        let run = testRun ?? TestRun()
        var lines: [String] = []
        switch outcome {
        case .passed:
            lines.append("✔ \(whose) pass on the correct code (\(run.passed.count) test\(run.passed.count == 1 ? "" : "s")) and catch all \(mutants.count) bugs:")
            lines += mutants.map(Self.line)
            return lines.joined(separator: "\n")
        case .bugsMissed:
            let caught = mutants.filter(\.caught).count
            let missed = mutants.filter { !$0.caught }.map(\.mutant.description)
            lines.append("✘ \(whose) catch \(caught) of \(mutants.count) bugs; not caught: \(missed.joined(separator: "; ")).")
            lines += mutants.map(Self.line)
            lines.append("For each bug not caught, add a test that passes on correct code but would fail on such code.")
        case .testsFailed where run.cases.isEmpty && run.crash == nil:
            lines.append("✘ No tests ran: write at least one test method (`func testSomething()`) in your test class.")
        case .testsFailed:
            lines.append("✘ \(run.failed.count) of \(run.cases.count) of \(whose.prefix(1).lowercased() + whose.dropFirst()) fail on correct code. The code under test is right: fix the test.")
            for test in run.cases where test.status == .failed || test.status == .crashed {
                lines.append("  Your test fails on correct code: \(test.name)")
                lines += describe(test, crash: run.crash).map { "  " + $0 }
            }
            if let crash = run.crash, !run.cases.contains(where: { $0.status == .crashed }) {
                lines.append("  The tests stopped: \(crash.message)")
            }
        case .buildFailed, .tampered, .notRun, .timedOut:
            return nil
        }
        if let hint { lines.append("Hint: \(hint)") }
        lines.append("Edit the tests in \(editHere), then \(retry).")
        return lines.joined(separator: "\n")
    }

    private static func line(_ verdict: MutantVerdict) -> String {
        switch verdict.status {
        case .caught:
            let by = verdict.caughtBy.prefix(2).joined(separator: ", ")
            return "  ✔ caught: \(verdict.mutant.description)" + (by.isEmpty ? "" : " (by \(by))")
        case .missed:
            return "  ✘ not caught: \(verdict.mutant.description) (every test passed on it)"
        case .notRun:
            return "  ? not run: \(verdict.mutant.description)" + (verdict.detail.map { ": \($0)" } ?? "")
        }
    }
}
