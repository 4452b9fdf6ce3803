import Rx

/// One labelled line of a marble drawing: a stream's recorded events, or one subscription
/// window. Lines drawn together by `Marbles.render(_:)` share one time axis.
public struct MarbleLine {
    /// Printed before the line, padded to the longest label.
    public let label: String
    let marks: [(time: TestTime, symbol: String)]
    /// The time of the line's last character (after `|`, `#` or `!` nothing is drawn).
    let endTime: TestTime?

    /// A line for recorded events: `symbol` names each element (one character keeps the line
    /// parseable), `|` completion, `#` error.
    public init<Element>(_ label: String = "", events: [Recorded<Event<Element>>], symbol: (Element) -> String = { String(describing: $0) }) {
        self.label = label
        marks = events.map { recorded in
            switch recorded.value {
            case .next(let element): return (recorded.time, symbol(element))
            case .error: return (recorded.time, "#")
            case .completed: return (recorded.time, "|")
            }
        }
        endTime = events.first(where: { $0.value.isStopEvent })?.time
    }

    /// A line for a subscription window: `^` where it subscribed, `!` where it was disposed.
    public init(_ label: String = "", subscription: Subscription) {
        self.label = label
        if subscription.unsubscribe == Int.max {
            marks = [(subscription.subscribe, "^")]
            endTime = nil
        } else {
            marks = [(subscription.subscribe, "^"), (subscription.unsubscribe, "!")]
            endTime = subscription.unsubscribe
        }
    }
}

extension Marbles {
    /// Draws `lines` on one shared time axis, one text line each, joined by newlines.
    ///
    /// Column k covers the times `start + k * tickWidth ..< start + (k + 1) * tickWidth`;
    /// events that fall in the same column are drawn as a group `(ab)`, and a column is
    /// widened (with spaces, which parsing ignores) on every line when one line needs more
    /// room there. Events before `start` or after `end` are left out. Lines that have not
    /// ended run on to the last column any line uses, or to `end`.
    public static func render(_ lines: [MarbleLine], tickWidth: TestTime = Marbles.defaultTickWidth, from start: TestTime = 0, through end: TestTime? = nil) -> String {
        let width = max(tickWidth, 1)
        func column(_ time: TestTime) -> Int { (time - start) / width }
        let inRange: (TestTime) -> Bool = { time in time >= start && (end.map { time <= $0 } ?? true) }

        let lastColumn: Int
        if let end {
            lastColumn = column(end)
        } else {
            let used = lines.flatMap { line in line.marks.map(\.time) + (line.endTime.map { [$0] } ?? []) }.filter(inRange)
            lastColumn = used.map(column).max() ?? 0
        }

        // Each line's cells, by column.
        let cells: [[String]] = lines.map { line in
            var byColumn: [Int: [String]] = [:]
            for mark in line.marks where inRange(mark.time) {
                byColumn[column(mark.time), default: []].append(mark.symbol)
            }
            let stop = line.endTime.map { inRange($0) ? column($0) : ($0 < start ? -1 : lastColumn) } ?? lastColumn
            guard stop >= 0 else { return [] }
            return (0...min(stop, lastColumn)).map { index in
                guard let symbols = byColumn[index] else { return "-" }
                return symbols.count == 1 ? symbols[0] : "(" + symbols.joined() + ")"
            }
        }

        var columnWidths = [Int](repeating: 1, count: lastColumn + 1)
        for row in cells {
            for (index, cell) in row.enumerated() { columnWidths[index] = max(columnWidths[index], cell.count) }
        }

        let labelWidth = lines.map(\.label.count).max() ?? 0
        return zip(lines, cells).map { line, row in
            var text = labelWidth > 0 ? line.label + String(repeating: " ", count: labelWidth - line.label.count + 1) : ""
            for (index, cell) in row.enumerated() {
                text += cell + String(repeating: " ", count: columnWidths[index] - cell.count)
            }
            while text.last == " " { text.removeLast() }
            return text
        }.joined(separator: "\n")
    }

    /// Draws one stream's recorded events as a single unlabelled line.
    public static func render<Element>(_ events: [Recorded<Event<Element>>], tickWidth: TestTime = Marbles.defaultTickWidth, from start: TestTime = 0, through end: TestTime? = nil, symbol: (Element) -> String = { String(describing: $0) }) -> String {
        render([MarbleLine(events: events, symbol: symbol)], tickWidth: tickWidth, from: start, through: end)
    }
}
