import ArchLabWorkbook

/// Text for the lesson engine's reports.
extension ReportRenderer {
    /// One line on which session the prompt is in.
    static func text(of whereabouts: Whereabouts) -> String {
        switch whereabouts {
        case .lesson(let id):
            return "You are in the sandbox of lesson \(id) (its own clock, streams and sample); 'lesson off' returns to free play."
        case .freePlay(let parked?):
            return "You are in free play; 'lesson \(parked)' goes back to that lesson's sandbox as you left it."
        case .freePlay(nil):
            return "You are in free play; each lesson you open runs in a sandbox of its own."
        }
    }

    static func render(_ report: LessonReport, style: TextStyle, width: Int) -> [String] {
        switch report {
        case .page(let markdown): return MarkdownRenderer.render(markdown, width: width, style: style)
        case .overview(let rows, let whereabouts):
            if rows.isEmpty { return ["the course has no lessons yet"] }
            return LessonOverview.table(rows) + ["Type 'lesson N' (number or name) to start or resume one."]
                + (whereabouts.map { [text(of: $0)] } ?? [])
        case .message(let text): return [text]
        case .confirmResetAll: return ["This forgets the progress of every lesson. Type 'reset --all --yes' to do it."]
        }
    }
}
