/// Draws a `MarbleDiagram`: a time ruler, then one line per stream, with its subscription
/// windows (`^` subscribed, `!` disposed) beneath it.
///
/// Every line shares one axis. A column stands for one step of time (the finest step the
/// events need, never finer than the diagram's frame unless an event falls between frames);
/// a column is as wide as its widest mark, so `10` or `"hello"` never breaks the alignment.
/// Diagrams wider than `width` wrap into bands, each with its own ruler; very long runs are
/// scaled so they stay under `maximumColumns` columns. When a column is drawn wider than one
/// character, or stands for more than the frame, a last line says so, so spacing that looks
/// uneven is never unexplained.
public enum MarbleRenderer {
    public static func render(_ diagram: MarbleDiagram, style: TextStyle, width: Int = 80) -> [String] {
        let labelWidth = max(1, diagram.tracks.map(\.label.count).max() ?? 0) + 2
        let available = max(10, width - labelWidth)
        var layout = Layout(diagram, maximumColumns: available * 3)
        let rows = layout.rows(for: diagram)
        let bands = layout.bands(available: available)
        var lines: [String] = []
        for (index, band) in bands.enumerated() {
            if index > 0 { lines.append("") }
            lines.append(TextLayout.padRight("t", labelWidth) + style.paint(layout.ruler(band), .dim))
            for row in rows {
                let text = row.cells[band].joined()
                let trimmed = row.isWindow ? trimTrailingBlanks(text) : text
                switch row.kind {
                case .track(let label):
                    lines.append(TextLayout.padRight(label, labelWidth) + paintTrack(trimmed, style: style))
                case .window(let label):
                    guard !trimmed.isEmpty else { continue }
                    let tag = label.flatMap { band.contains(row.lastColumn) ? "  " + $0 : nil } ?? ""
                    lines.append(String(repeating: " ", count: labelWidth) + style.paint(trimmed, .dim) + tag)
                }
            }
        }
        if let note = layout.scaleNote(frame: diagram.frame) {
            lines += TextLayout.wrap(note, width: max(20, width)).map { style.paint($0, .dim) }
        }
        return lines.map(trimTrailingBlanks)
    }

    private static func trimTrailingBlanks(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }

    private static func paintTrack(_ text: String, style: TextStyle) -> String {
        guard style.colors else { return text }
        var out = ""
        for char in text {
            switch char {
            case "-": out += style.paint("-", .dim)
            case "|": out += style.paint("|", .green)
            case "#": out += style.paint("#", .red)
            default: out.append(char)
            }
        }
        return out
    }
}

/// Column geometry shared by every row of one diagram.
private struct Layout {
    let start: Int
    let step: Int
    let columns: Int
    let labelOrigin: Int
    var widths: [Int]
    /// Whether some value is wider than one column, so its column is drawn wider.
    var valuesWidened = false

    init(_ diagram: MarbleDiagram, maximumColumns: Int) {
        start = diagram.start
        labelOrigin = diagram.labelOrigin
        let end = max(diagram.end, diagram.start)
        var offsets: [Int] = [end - start]
        for track in diagram.tracks {
            offsets += track.events.map { $0.time - diagram.start }
            for window in track.subscriptions {
                offsets.append(window.start - diagram.start)
                if let stop = window.end { offsets.append(stop - diagram.start) }
            }
        }
        var step = max(1, diagram.frame)
        for offset in offsets where offset > 0 { step = Self.gcd(step, offset) }
        let span = end - start
        if span / step + 1 > maximumColumns {
            // Too long to wrap readably: scale to a round step so the ruler stays round.
            let needed = (span + maximumColumns - 2) / max(1, maximumColumns - 1)
            step = Self.roundStep(atLeast: needed)
        }
        self.step = max(1, step)
        columns = span / self.step + 1
        widths = Array(repeating: 1, count: columns)
    }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (abs(a), abs(b))
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }

    func column(of time: Int) -> Int {
        min(columns - 1, max(0, (time - start) / step))
    }

    enum RowKind { case track(String), window(String?) }

    struct Row {
        var kind: RowKind
        var isWindow: Bool
        var cells: [String]
        /// The last column with a mark, where a window's label goes.
        var lastColumn: Int
    }

    /// Says how time maps to columns when it is not one frame per character everywhere.
    func scaleNote(frame: Int) -> String? {
        let widened = valuesWidened
        guard widened || step != frame else { return nil }
        let each = "each column is \(step) tick\(step == 1 ? "" : "s")"
        return "(" + each + (widened ? "; columns holding wide values are drawn wider" : "") + ")"
    }

    /// Builds every row, widening columns to fit their marks, then pads each cell.
    mutating func rows(for diagram: MarbleDiagram) -> [Row] {
        var raw: [(RowKind, [String?], Character, Int?)] = []  // kind, marks, filler, end column
        for track in diagram.tracks {
            var marks: [[String]] = Array(repeating: [], count: columns)
            var terminal: Int? = nil
            for event in track.events.sorted(by: { $0.time < $1.time }) where track.stop.map({ event.time <= $0 }) ?? true {
                let col = column(of: event.time)
                switch event.kind {
                case .value(let value): marks[col].append(value)
                case .completed: marks[col].append("|"); terminal = col
                case .error: marks[col].append("#"); terminal = col
                }
            }
            let cells: [String?] = marks.map { group in
                if group.isEmpty { return nil }
                if group.count == 1 { return group[0] }
                let separator = group.allSatisfy { $0.count == 1 } ? "" : ","
                return "(" + group.joined(separator: separator) + ")"
            }
            // A line whose subscriber left stops there, blank after it like a completed one.
            let stopColumn = terminal == nil ? track.stop.map(column(of:)) : nil
            raw.append((.track(track.label), cells, "-", terminal ?? stopColumn))
            for window in track.subscriptions {
                var cells: [String?] = Array(repeating: nil, count: columns)
                let first = column(of: window.start)
                let last = window.end.map(column(of:))
                for col in first..<(last ?? columns) where col < columns { cells[col] = "-" }
                cells[first] = "^"
                if let last { cells[last] = last == first ? "^!" : "!" }
                raw.append((.window(window.label), cells, " ", nil))
            }
        }
        for (kind, cells, _, _) in raw {
            for (col, cell) in cells.enumerated() {
                guard let cell else { continue }
                // A wide mark keeps one dash after it, so "v1" and "v2" never touch.
                let isTrack: Bool
                if case .track = kind { isTrack = true } else { isTrack = false }
                widths[col] = max(widths[col], cell.count + (isTrack && cell.count > 1 ? 1 : 0))
                if isTrack && cell.count > 1 { valuesWidened = true }
            }
        }
        return raw.map { kind, cells, filler, terminal in
            let isWindow: Bool
            if case .window = kind { isWindow = true } else { isWindow = false }
            var padded: [String] = []
            for col in 0..<columns {
                let width = widths[col]
                let afterEnd = terminal.map { col > $0 } ?? false
                let fill: Character = afterEnd ? " " : filler
                if let cell = cells[col] {
                    let tail: Character = isWindow ? (cell == "!" || cell == "^!" ? " " : "-") : (afterEnd || col == terminal ? " " : "-")
                    padded.append(cell + String(repeating: tail, count: width - cell.count))
                } else {
                    padded.append(String(repeating: fill, count: width))
                }
            }
            return Row(kind: kind, isWindow: isWindow, cells: padded, lastColumn: cells.lastIndex { $0 != nil } ?? 0)
        }
    }

    /// Splits columns into bands that fit the available width.
    func bands(available: Int) -> [Range<Int>] {
        var bands: [Range<Int>] = []
        var lower = 0
        var used = 0
        for col in 0..<columns {
            if used + widths[col] > available, col > lower {
                bands.append(lower..<col)
                lower = col
                used = 0
            }
            used += widths[col]
        }
        bands.append(lower..<columns)
        return bands
    }

    /// Time labels at round times, placed where they fit without touching the previous one.
    func ruler(_ band: Range<Int>) -> String {
        let roundStep = Self.roundStep(step: step)
        var line = ""
        var position = 0
        var nextFree = 0
        var labelled = false
        for col in band {
            let time = start + col * step
            let label = String(time - labelOrigin)
            if (time - labelOrigin) % roundStep == 0 || !labelled && col == band.lowerBound, position >= nextFree {
                line += String(repeating: " ", count: position - line.count) + label
                nextFree = position + label.count + 2
                labelled = true
            }
            position += widths[col]
        }
        return line
    }

    /// The smallest 1, 2 or 5 times a power of ten that is at least `minimum`.
    static func roundStep(atLeast minimum: Int) -> Int {
        var candidate = 1
        while true {
            for factor in [1, 2, 5] where candidate * factor >= minimum { return candidate * factor }
            if candidate > Int.max / 100 { return minimum }
            candidate *= 10
        }
    }

    /// 1, 2 or 5 times a power of ten, at least four columns apart.
    static func roundStep(step: Int) -> Int {
        var candidate = 1
        while true {
            for factor in [1, 2, 5] where candidate * factor >= step * 4 && (candidate * factor) % step == 0 {
                return candidate * factor
            }
            if candidate > Int.max / 100 { return step * 4 }
            candidate *= 10
        }
    }
}
