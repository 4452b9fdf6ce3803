import ArchLabWorkbook

/// The `lessons` listing: one row per lesson with its progress, where it stands in the
/// prerequisite graph (done, open, locked) and what it needs, then the lesson to take next
/// and which session the prompt is in. Rows come in the graph's order, under their track.
///
/// Fits the terminal's width: short columns keep their width, the needs column wraps after
/// two numbers and the title wraps between words within its own column; the id column is
/// shown only when the title keeps at least `titleMinimum` columns beside it (`lesson N`
/// takes the number too).
enum LessonListRenderer {
    static let titleMinimum = 45
    static let needsWidth = 5

    static func render(_ rows: [LessonOverview], whereabouts: Whereabouts?, width: Int, style: TextStyle) -> [String] {
        guard !rows.isEmpty else { return ["the course has no lessons yet"] }
        let idWidth = max(6, rows.map(\.lesson.id.count).max() ?? 0)
        let numberWidth = max(2, rows.map(\.lesson.numberText.count).max() ?? 0)
        var columns: [(header: String, width: Int, cell: (LessonOverview) -> String)] = [
            ("", 1, { $0.isCurrent ? ">" : $0.isSuggested ? "*" : "" }),
            ("#", numberWidth, { $0.lesson.numberText }),
            ("lesson", idWidth, { $0.lesson.id }),
            ("state", 6, \.statusText),
            ("steps", 5, \.progressText),
            ("exercise", 8, \.exerciseText),
            ("needs", needsWidth, \.prerequisitesText),
        ]
        func fixed() -> Int { columns.map { $0.width + 2 }.reduce(0, +) }
        if width - fixed() < titleMinimum { columns.remove(at: 2) }
        let titleWidth = max(16, width - fixed())
        func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
        }
        func layout(_ cells: [[String]], title: [String]) -> [String] {
            let height = max(title.count, cells.map(\.count).max() ?? 1)
            return (0..<height).map { index in
                var line = ""
                for (column, lines) in zip(columns, cells) { line += pad(index < lines.count ? lines[index] : "", column.width) + "  " }
                line += index < title.count ? title[index] : ""
                while line.last == " " { line.removeLast() }
                return line
            }
        }
        func rowLines(_ row: LessonOverview) -> [String] {
            let cells = columns.map { column in
                column.header == "needs" ? MarkdownRenderer.wrap(column.cell(row), width: column.width, style: .plain) : [column.cell(row)]
            }
            return layout(cells, title: MarkdownRenderer.wrap("\(row.lesson.title) (\(row.lesson.minutes)\u{00A0}min)", width: titleWidth, style: .plain))
        }
        var lines = layout(columns.map { [$0.header] }, title: ["title"])
        for (track, group) in groupedByTrack(rows) {
            if let track { lines.append(style.paint(track, .bold)) }
            for row in group { lines += rowLines(row) }
        }
        var notes = ["`>` is your lesson, `*` the one suggested next; a locked lesson needs the lessons under needs first (you can still open it)."]
        if let next = rows.first(where: \.isSuggested) {
            let verb = next.isCurrent ? "Go on with" : "Next"
            notes.append("\(verb): \(next.lesson.numberText) \(next.lesson.title). Type `lesson \(next.lesson.numberText)` (number or name) to start or resume it.")
        } else {
            notes.append("Every lesson is done. Type `lesson N` (number or name) to open one again.")
        }
        if let whereabouts { notes.append(text(of: whereabouts)) }
        for note in notes { lines += MarkdownRenderer.wrap(note, width: width, style: style) }
        return lines
    }

    /// The rows under their track (`Rx basics`, `Clean Swift`, ...), tracks in the order their
    /// first lesson comes; lessons without a track last, under `Other lessons`. Without any
    /// track, one group without a heading.
    static func groupedByTrack(_ rows: [LessonOverview]) -> [(track: String?, rows: [LessonOverview])] {
        guard rows.contains(where: { $0.lesson.track != nil }) else { return [(nil, rows)] }
        var groups: [(track: String?, rows: [LessonOverview])] = []
        for row in rows {
            let track = row.lesson.track ?? "Other lessons"
            if let index = groups.firstIndex(where: { $0.track == track }) {
                groups[index].rows.append(row)
            } else {
                groups.append((track, [row]))
            }
        }
        if let other = groups.firstIndex(where: { $0.track == "Other lessons" }) { groups.append(groups.remove(at: other)) }
        return groups
    }

    /// One line on which session the prompt is in.
    static func text(of whereabouts: Whereabouts) -> String {
        switch whereabouts {
        case .lesson(let id):
            return "You are in the sandbox of lesson `\(id)` (its own clock, streams and sample); `lesson off` returns to free play."
        case .freePlay(let parked?):
            return "You are in free play; `lesson \(parked)` goes back to that lesson's sandbox as you left it."
        case .freePlay(nil):
            return "You are in free play; each lesson you open runs in a sandbox of its own."
        }
    }
}
