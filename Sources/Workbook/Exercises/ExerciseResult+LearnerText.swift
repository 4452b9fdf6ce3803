extension ExerciseResult {
    /// The usual way to check again, after the learner edited their files.
    public static let typeCheckAgain = "type `check` again"

    /// The learner's report for `check`: what failed, expected against actual, where, then
    /// the hint and the command to type next. Pure, so it is tested on parsed real output.
    ///
    /// - Parameters:
    ///   - hint: the first hint of the step that checks the exercise, if any.
    ///   - retry: how to check again, ending the advice "Edit the files in ..., then RETRY."
    ///     (the shell with autocheck on says to save instead).
    public func learnerText(hint: String? = nil, retry: String = ExerciseResult.typeCheckAgain) -> String {
        let note = sandboxNote.map { "Note: your code ran without a sandbox, with your own rights: \($0)." }
        if let text = testWritingText(hint: hint, retry: retry) { return [note, text].compactMap { $0 }.joined(separator: "\n") }
        var lines: [String] = note.map { [$0] } ?? []
        let what = solutions ? "The solution of `\(lessonID)`" : "Exercise `\(lessonID)`"
        let editHere = sourceFolder ?? "Lessons/\(folder)/\(solutions ? "Solution" : "Exercise")/"
        switch outcome {
        case .passed:
            let count = testRun?.passed.count ?? 0
            lines.append("✔ \(what) passes: \(count) test\(count == 1 ? "" : "s") passed.")
            lines += ignoredFilesNote
            return lines.joined(separator: "\n")
        case .timedOut:
            lines.append("✘ \(what) ran out of time: \(detail ?? "the time budget for its tests was used up").")
            return lines.joined(separator: "\n")
        case .notRun:
            let reason = detail ?? "nothing ran"
            lines.append("\(what) was not checked: \(reason)" + (reason.hasSuffix(".") ? "" : "."))
            lines.append("Then \(retry).")
            return lines.joined(separator: "\n")
        case .tampered:
            lines.append("✘ \(what) was not checked: the tests are not the shipped ones.")
            lines += tamperFindings.map { "  - \($0.text)" }
            lines.append("Then \(retry).")
            return lines.joined(separator: "\n")
        case .buildFailed:
            lines.append("✘ \(what) does not compile yet.")
            lines += compilerErrors.prefix(5).learnerLines { displayPath($0.file) }
            if compilerErrors.count > 5 { lines.append("  ... and \(compilerErrors.count - 5) more errors.") }
            if compilerErrors.contains(where: { $0.file.contains("/\(folder)/Tests/") }) {
                lines.append("The tests call your code by the names the starter and the lesson give; keep those names and signatures.")
            }
            if compilerErrors.isEmpty, let detail { lines.append(detail) }
        case .testsFailed, .bugsMissed:
            let run = testRun ?? TestRun()
            let total = run.cases.count
            if total > 0 {
                lines.append("✘ \(what) is not done yet: \(run.failed.count) of \(total) tests fail.")
            } else {
                lines.append("✘ \(what) is not done yet.")
            }
            for test in run.cases where test.status == .failed || test.status == .crashed {
                lines += describe(test, crash: run.crash)
            }
            if let crash = run.crash, !run.cases.contains(where: { $0.status == .crashed }) {
                lines.append("  The tests stopped: \(crash.message)")
            }
            if let detail { lines.append(detail) }
        }
        if let hint { lines.append("Hint: \(hint)") }
        lines += ignoredFilesNote
        lines.append("Edit the files in \(editHere), then \(retry).")
        return lines.joined(separator: "\n")
    }

    func describe(_ test: TestCaseResult, crash: TestCrash?) -> [String] {
        var lines: [String] = []
        if test.status == .crashed {
            // A sealed run keeps each crashed test's own reason and runs the later tests again.
            let own = test.failures.first?.message
            let message = own ?? crash?.message ?? "it crashed"
            let place = (crash?.testName == test.name ? crash?.location : nil).map { " (at \($0))" } ?? ""
            lines.append("  ✘ \(test.name) crashed: \(message)\(place)")
            if message.contains("TODO") { lines.append("    The starter code still has a TODO that stops the program; replace it with your code.") }
            if own == nil { lines.append("    The tests after it did not run.") }
            return lines
        }
        guard !test.failures.isEmpty else { return ["  ✘ \(test.name) failed"] }
        for failure in test.failures {
            let place = failure.file.map { " (\(displayPath($0))\(failure.line.map { ":\($0)" } ?? ""))" } ?? ""
            if let prediction = PredictionFailure(failure) {
                lines.append("  ✘ \(test.name)\(place)")
                lines += prediction.lines
            } else if let expected = failure.expected, let actual = failure.actual {
                lines.append("  ✘ \(test.name)\(place)")
                lines.append("      expected: \(expected)")
                lines.append("      actual:   \(actual)")
                if let note = Self.note(in: failure.message) { lines.append("      \(note)") }
            } else {
                lines.append("  ✘ \(test.name)\(place): \(failure.message)")
            }
            if let drawing = failure.marbleDrawing { lines += drawing.split(separator: "\n").map { "      " + $0 } }
        }
        return lines
    }

    /// Files of the workspace that grading ignored, so the learner is not surprised later.
    private var ignoredFilesNote: [String] {
        guard !submissionFindings.isEmpty else { return [] }
        return ["Ignored (the course's own tests and package decide; your teacher sees these):"]
            + submissionFindings.prefix(5).map { "  - \($0.text)" }
            + (submissionFindings.count > 5 ? ["  ... and \(submissionFindings.count - 5) more."] : [])
    }

    /// The custom message after ` - ` in an XCTAssertEqual failure, when the test wrote one.
    private static func note(in message: String) -> String? {
        guard let range = message.range(of: "\") - ", options: .backwards) else { return nil }
        let note = message[range.upperBound...].trimmingCharacters(in: .whitespaces)
        return note.isEmpty ? nil : note
    }

    /// `/abs/.../Lessons/01-streams/Tests/X.swift` → `01-streams/Tests/X.swift`.
    func displayPath(_ path: String) -> String {
        if let range = path.range(of: "/\(folder)/") { return folder + "/" + path[range.upperBound...] }
        return path
    }
}
