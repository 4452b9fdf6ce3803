import ArchLabWorkbook

/// Text for the prediction part's reports.
extension ReportRenderer {
    static func render(_ report: PredictionReport, style: TextStyle, width: Int) -> [String] {
        switch report {
        case .committed(let prediction, let playground):
            let events = prediction.events.map(\.description).joined(separator: " ")
            let run = playground ? "type 'play \(prediction.stream)'" : "move the clock (advance, run)"
            let from = playground ? "times from when play starts" : "times from now, t=\(prediction.committedAt)"
            return ["prediction for \(prediction.stream) committed: \(events) (\(from))",
                    "Now \(run); your line is drawn over what happens."]
        case .compared(let comparison):
            return PredictionRenderer.render(comparison, style: style, width: width)
        }
    }
}
