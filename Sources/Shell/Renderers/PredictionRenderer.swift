import ArchLabWorkbook

/// Draws a prediction and what the stream did on one time axis, the first difference marked
/// with `^` under both lines and said in a sentence; or says the prediction was right.
///
/// Shown after a committed prediction met its run (`predict`, then `play` or `advance`); never
/// before, so the learner predicts first. Times are counted from the commitment, as the
/// learner wrote them.
public enum PredictionRenderer {
    public static func render(_ comparison: PredictionComparison, style: TextStyle, width: Int = 80, frame: Int = Session.marbleFrame) -> [String] {
        let guess = track("you", comparison.prediction.events)
        let actual = track(comparison.prediction.stream, comparison.actual)
        var tracks = [guess, actual]
        let difference = comparison.firstDifference
        if let difference {
            tracks.append(MarbleTrack(label: marker, events: [MarbleEvent(time: difference.time, kind: .value("^"))]))
        }
        let latest = tracks.flatMap { $0.events.map(\.time) }.max() ?? 0
        let diagram = MarbleDiagram(tracks: tracks, start: 0, end: latest + frame, frame: frame)
        var lines = MarbleRenderer.render(diagram, style: style, width: width).map { line in
            // The marker row carries only `^`: no time line, no label.
            guard line.hasPrefix(marker) else { return line }
            let plain = stripColor(line)
            let row = String(repeating: " ", count: marker.count) + plain.dropFirst(marker.count).map { $0 == "^" ? "^" : " " }
            return style.paint(String(row.reversed().drop { $0 == " " }.reversed()), .red)
        }
        if let verdict = comparison.verdict {
            lines.append(verdict)
        } else if comparison.isRight {
            lines.append(style.paint("Your prediction was right.", .green))
        } else {
            lines.append("Nothing has happened on \(comparison.prediction.stream) yet; run it (play, advance) to compare.")
        }
        return lines
    }

    /// The text without `ESC[...m` colour codes.
    private static func stripColor(_ text: String) -> String {
        var out = ""
        var inEscape = false
        for character in text {
            if inEscape { if character == "m" { inEscape = false }; continue }
            if character == "\u{1B}" { inEscape = true; continue }
            out.append(character)
        }
        return out
    }

    /// A label no stream can have (streams are words), padded like the others by the renderer.
    private static let marker = "\u{1}"

    private static func track(_ label: String, _ events: [PredictedEvent]) -> MarbleTrack {
        MarbleTrack(label: label, events: events.map { event in
            let kind: MarbleEvent.Kind
            if event.event == "completed" {
                kind = .completed
            } else if event.event == "error" || event.event.hasPrefix("error(") {
                kind = .error
            } else if event.event.hasPrefix("next("), event.event.hasSuffix(")") {
                kind = .value(String(event.event.dropFirst(5).dropLast()))
            } else {
                kind = .value(event.event)
            }
            return MarbleEvent(time: event.time, kind: kind)
        })
    }
}
