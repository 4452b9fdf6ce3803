import ArchLabWorkbook

/// Text for the lesson engine's reports.
extension ReportRenderer {
    static func render(_ report: LessonReport, style: TextStyle, width: Int) -> [String] {
        switch report {
        case .page(let markdown): return MarkdownRenderer.render(markdown, width: width, style: style)
        case .overview(let rows, let whereabouts):
            return LessonListRenderer.render(rows, whereabouts: whereabouts, width: width, style: style)
        case .message(let text): return [text]
        case .checkResult(let text): return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrapHanging(String($0), width: width) }
        case .progressNotSaved(let reason):
            return ["Could not save your progress (\(reason)). Your work here is fine; free some disk space or fix the folder's permissions, then type `next` or `back` to save again."]
        case .confirmResetAll: return ["This forgets the progress of every lesson. Type 'reset --all --yes' to do it."]
        case .solution(let comparison, let gaveUp): return render(comparison, gaveUp: gaveUp, style: style)
        case .solutionLocked, .noSolution: return renderSolutionRefusal(report, outsideShell: false)
        case .starterReset(let outcome, let lesson):
            // The shell reads whole lines: instead of asking, it waits for the same command with --yes.
            let text = StarterResetRenderer.text(outcome, lesson: lesson, confirm: "Type `reset \(lesson.id) --exercise --yes` to do it.")
            return MarkdownRenderer.render(text, width: width, style: style)
        case .noLessonForStarterReset:
            return MarkdownRenderer.render("No lesson is open. Type `reset LESSON --exercise` to restore that lesson's starter files.", width: width, style: style)
        }
    }

    /// A line of a check's text as it is, or, when it is wider than the terminal, broken between
    /// words with the continuation under the line's text (after its indent and a leading `✘ `,
    /// `✔ ` or `- `), so a test's failure stays one block under its name.
    static func wrapHanging(_ line: String, width: Int) -> [String] {
        guard line.count > width, width > 20 else { return [line] }
        let indent = line.prefix { $0 == " " }
        let body = line.dropFirst(indent.count)
        let marker = ["✘ ", "✔ ", "- "].first { body.hasPrefix($0) } ?? ""
        let hang = String(repeating: " ", count: indent.count + marker.count)
        // Plain spans: a check's text is not Markdown, so its backticks and stars stay as typed.
        let text = MarkdownInline.Span(text: String(body.dropFirst(marker.count)), style: .plain)
        return MarkdownRenderer.wrap([text], width: width, style: .plain, first: String(indent) + marker, rest: hang)
    }

    /// `solution` refused: the commands it names are the shell's, or with `outsideShell` the
    /// `archlab` subcommands (`archlab solution LESSON` in a terminal).
    static func renderSolutionRefusal(_ report: LessonReport, outsideShell: Bool) -> [String] {
        let archlab = outsideShell ? "archlab " : ""
        switch report {
        case .solutionLocked(let id):
            return ["The solution of \(id) opens once your exercise passes: \(outsideShell ? "run" : "type") `\(archlab)check \(id)` until it does.",
                    "Stuck? `\(archlab)solution \(id) --give-up` shows it now; giving up is recorded in your progress, where your teacher sees it."]
        case .noSolution(let id):
            return ["Lesson \(id) has no exercise, so it has no solution to show."
                    + (outsideShell ? "" : " Type `lessons` to find one with an exercise.")]
        default: return render(report, style: .plain, width: 80)
        }
    }

    /// Each solution file: the diff from the learner's file (`-`) to the solution's (`+`),
    /// or one line saying they match.
    private static func render(_ comparison: SolutionComparison, gaveUp: Bool, style: TextStyle) -> [String] {
        var lines = [style.paint("Solution of \(comparison.lessonID)", .bold)
                     + (gaveUp ? " (recorded as given up)" : "") + ": `-` lines are yours, `+` lines the solution's."]
        if comparison.files.isEmpty { lines.append("The lesson ships no solution files.") }
        for file in comparison.files {
            guard let diff = file.diff else {
                lines.append(style.paint("\(file.path): identical to the solution.", .green))
                continue
            }
            if !file.learnerHasFile { lines.append(style.paint("\(file.path): you have no such file; all of it is the solution's.", .yellow)) }
            for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
                switch line.first {
                case "+" where !line.hasPrefix("+++"): lines.append(style.paint(String(line), .green))
                case "-" where !line.hasPrefix("---"): lines.append(style.paint(String(line), .red))
                case "@": lines.append(style.paint(String(line), .cyan))
                default: lines.append(String(line))
                }
            }
        }
        return lines
    }
}
