import ArchLabWorkbook

/// Text for the lesson engine's reports.
extension ReportRenderer {
    static func render(_ report: LessonReport, style: TextStyle, width: Int) -> [String] {
        switch report {
        case .page(let markdown): return MarkdownRenderer.render(markdown, width: width, style: style)
        case .overview(let rows, let whereabouts):
            return LessonListRenderer.render(rows, whereabouts: whereabouts, width: width, style: style)
        case .message(let text): return [text]
        case .confirmResetAll: return ["This forgets the progress of every lesson. Type 'reset --all --yes' to do it."]
        }
    }
}
