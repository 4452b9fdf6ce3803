import ArchLabWorkbook

/// Text for the prediction part's reports.
extension ReportRenderer {
    static func render(_ report: PredictionReport, style: TextStyle, width: Int) -> [String] {
        switch report {
        case .committed(let prediction, let then):
            let events = prediction.events.map(\.description).joined(separator: " ")
            let from = then.hasPrefix("type 'play") ? "times from the start of the play" : "times from now, t=\(prediction.committedAt)"
            return MarkdownRenderer.wrap("prediction for \(prediction.stream) committed: \(events) (\(from)).", width: width, style: .plain)
                + MarkdownRenderer.wrap("Now \(then); your line is drawn over what happens.", width: width, style: .plain)
        case .compared(let comparison):
            return PredictionRenderer.render(comparison, style: style, width: width)
        }
    }
}
