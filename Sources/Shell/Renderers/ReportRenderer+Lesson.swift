import ArchLabWorkbook

/// Text for the lesson engine's reports.
extension ReportRenderer {
    static func render(_ report: LessonReport, style: TextStyle, width: Int) -> [String] {
        switch report {
        case .page(let markdown): return MarkdownRenderer.render(markdown, width: width, style: style)
        case .overview(let rows):
            if rows.isEmpty { return ["the course has no lessons yet"] }
            return LessonOverview.table(rows) + ["Type 'lesson N' (number or name) to start or resume one."]
        case .message(let text): return [text]
        case .confirmResetAll: return ["This forgets the progress of every lesson. Type 'reset --all --yes' to do it."]
        }
    }
}
