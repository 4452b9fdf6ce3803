/// Lesson Markdown as terminal text: what `lesson`, `next` and `back` print.
///
/// Paragraphs and list items are wrapped at `width`, only between words; code (inline and
/// fenced) is drawn in its own colour when colour is on and as plain text without backticks or
/// fences otherwise; fenced blocks are indented and never wrapped; tables are aligned in
/// columns; headings are bold (colour) or kept with their text alone; HTML comments are dropped.
/// Pure: the same input, width and style give the same lines.
public enum MarkdownRenderer {
    /// - Parameters:
    ///   - width: the terminal's width (80 when output is not a terminal); at least 20 is used.
    public static func render(_ markdown: String, width: Int = 80, style: TextStyle = .plain) -> [String] {
        let width = max(20, width)
        var out: [String] = []
        var paragraph: [String] = []
        var item: (marker: String, text: [String])?
        var table: [String] = []
        var fence: String?
        func flushParagraph() {
            if let open = item {
                out += wrap(open.text.joined(separator: " "), width: width, style: style,
                            first: open.marker, rest: String(repeating: " ", count: open.marker.count))
                item = nil
            }
            guard !paragraph.isEmpty else { return }
            out += wrap(paragraph.joined(separator: " "), width: width, style: style)
            paragraph = []
        }
        func flushTable() {
            guard !table.isEmpty else { return }
            out += Self.table(table, width: width, style: style)
            table = []
        }
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if trimmed.hasPrefix(open), trimmed.allSatisfy({ $0 == open.first }) { fence = nil; continue }
                out.append(line.isEmpty ? "" : "    " + style.paint(line, .cyan))
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                flushParagraph(); flushTable()
                fence = String(trimmed.prefix { $0 == trimmed.first })
                continue
            }
            if trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") { continue }
            if trimmed.hasPrefix("|") {
                flushParagraph()
                table.append(trimmed)
                continue
            }
            flushTable()
            if trimmed.isEmpty {
                flushParagraph()
                if out.last.map({ !$0.isEmpty }) ?? false { out.append("") }
                continue
            }
            if let heading = Self.heading(trimmed) {
                flushParagraph()
                let text = MarkdownInline.plainText(MarkdownInline.spans(heading))
                out += wrap(text, width: width, style: .plain).map { style.paint($0, .bold) }
                continue
            }
            if let found = Self.listItem(line) {
                flushParagraph()
                item = (found.marker, [found.text])
                continue
            }
            if item != nil {
                // A continuation line of the list item (indented, or lazily not).
                item?.text.append(trimmed)
                continue
            }
            if trimmed.hasPrefix(">") {
                flushParagraph()
                out += wrap(String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces), width: width, style: style,
                            first: "  | ", rest: "  | ")
                continue
            }
            paragraph.append(trimmed)
        }
        flushParagraph()
        flushTable()
        while out.last == "" { out.removeLast() }
        return out
    }

    /// Wraps inline Markdown at `width`, breaking only between words; a word wider than the
    /// line gets a line of its own. `first` and `rest` prefix the first and following lines.
    static func wrap(_ text: String, width: Int, style: TextStyle, first: String = "", rest: String = "") -> [String] {
        wrap(MarkdownInline.spans(text), width: width, style: style, first: first, rest: rest)
    }

    static func wrap(_ spans: [MarkdownInline.Span], width: Int, style: TextStyle, first: String = "", rest: String = "") -> [String] {
        let words = MarkdownInline.words(spans)
        var lines: [String] = []
        var line: [[MarkdownInline.Span]] = []
        var used = 0
        func finish() {
            let prefix = lines.isEmpty ? first : rest
            lines.append(prefix + line.map { MarkdownInline.paint($0, style: style) }.joined(separator: " "))
            line = []
            used = 0
        }
        for word in words {
            let room = width - (lines.isEmpty ? first.count : rest.count)
            let needed = MarkdownInline.width(word) + (line.isEmpty ? 0 : 1)
            if !line.isEmpty, used + needed > room { finish() }
            used += MarkdownInline.width(word) + (line.isEmpty ? 0 : 1)
            line.append(word)
        }
        if !line.isEmpty || lines.isEmpty { finish() }
        return lines
    }

    /// `# Title` → `Title`; nil for a line that is not a heading.
    static func heading(_ line: String) -> String? {
        let hashes = line.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count), line.dropFirst(hashes.count).first == " " else { return nil }
        return line.dropFirst(hashes.count).trimmingCharacters(in: .whitespaces)
    }

    /// `- text`, `* text`, `1. text` → marker (`- `, `1. `, keeping the indent) and text.
    static func listItem(_ line: String) -> (marker: String, text: String)? {
        let indent = line.prefix { $0 == " " }
        let body = line.dropFirst(indent.count)
        for bullet in ["- ", "* ", "+ "] where body.hasPrefix(bullet) {
            return (String(indent) + "- ", String(body.dropFirst(2)).trimmingCharacters(in: .whitespaces))
        }
        let digits = body.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, body.dropFirst(digits.count).hasPrefix(". ") {
            return (String(indent) + digits + ". ", String(body.dropFirst(digits.count + 2)).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// Aligns `| a | b |` rows in columns; the `|---|` row becomes a rule under the header.
    ///
    /// A table wider than `width` narrows its widest columns first and wraps their cells
    /// between words, each under its own column; a column never gets narrower than its
    /// longest word or code span. When that does not fit, or would leave a column too narrow
    /// to read, each row is listed as `header: value` lines instead.
    static func table(_ rows: [String], width: Int = .max, style: TextStyle) -> [String] {
        let cells = rows.map { row -> [String]? in
            var inner = Substring(row)
            if inner.hasPrefix("|") { inner = inner.dropFirst() }
            if inner.hasSuffix("|") { inner = inner.dropLast() }
            let parts = Self.splitCells(inner)
            let isRule = parts.allSatisfy { cell in !cell.isEmpty && cell.allSatisfy { "-: ".contains($0) } }
            return isRule ? nil : parts
        }
        let columns = cells.compactMap { $0?.count }.max() ?? 0
        guard columns > 0 else { return [] }
        let spans = cells.map { row in row.map { row in (0..<columns).map { $0 < row.count ? MarkdownInline.spans(row[$0]) : [] } } }
        let filled = spans.compactMap { $0 }
        let natural = (0..<columns).map { column in filled.map { MarkdownInline.plainText($0[column]).count }.max() ?? 0 }
        let longestWord = (0..<columns).map { column in
            filled.flatMap { MarkdownInline.words($0[column]).map(MarkdownInline.width) }.max() ?? 0
        }
        let available = width == .max ? Int.max : width - 2 * (columns - 1)
        guard let widths = Self.columnWidths(natural: natural, floor: longestWord, available: available) else {
            return Self.stacked(filled, width: width, style: style)
        }
        return spans.flatMap { row -> [String] in
            guard let row else { return [widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")] }
            let wrapped = (0..<columns).map { column in
                MarkdownInline.plainText(row[column]).count <= widths[column]
                    ? [MarkdownInline.paint(row[column], style: style)]
                    : wrap(row[column], width: widths[column], style: style)
            }
            let plain = (0..<columns).map { column in
                MarkdownInline.plainText(row[column]).count <= widths[column]
                    ? [MarkdownInline.plainText(row[column])]
                    : wrap(row[column], width: widths[column], style: .plain)
            }
            let height = wrapped.map(\.count).max() ?? 1
            return (0..<height).map { index in
                var line = ""
                for column in 0..<columns {
                    let text = index < wrapped[column].count ? wrapped[column][index] : ""
                    let visible = index < plain[column].count ? plain[column][index].count : 0
                    line += text + (column == columns - 1 ? "" : String(repeating: " ", count: max(0, widths[column] - visible) + 2))
                }
                var trimmed = line
                while trimmed.last == " " { trimmed.removeLast() }
                return trimmed
            }
        }
    }

    /// Column widths that fit `available`: the widest columns are capped first, none below
    /// its `floor`; nil when that does not fit, or leaves a column so narrow (under 16) that
    /// its cells would read as a word per line.
    static func columnWidths(natural: [Int], floor: [Int], available: Int) -> [Int]? {
        if natural.reduce(0, +) <= available { return natural }
        let floors = zip(natural, floor).map { min($0, $1) }
        guard floors.reduce(0, +) <= available else { return nil }
        func widths(cap: Int) -> [Int] { zip(natural, floors).map { max($1, min($0, cap)) } }
        var cap = natural.max() ?? 0
        while cap > 0, widths(cap: cap).reduce(0, +) > available { cap -= 1 }
        let result = widths(cap: cap)
        guard zip(result, natural).allSatisfy({ $0 >= min($1, 16) }) else { return nil }
        return result
    }

    /// A table too wide for any columns: each row as `header: value` lines, rows apart.
    private static func stacked(_ rows: [[[MarkdownInline.Span]]], width: Int, style: TextStyle) -> [String] {
        guard let header = rows.first else { return [] }
        var out: [String] = []
        for row in rows.dropFirst() {
            if !out.isEmpty { out.append("") }
            for (column, cell) in row.enumerated() {
                let label = MarkdownInline.plainText(header[column]) + ": "
                out += wrap(cell, width: width, style: style, first: label, rest: "  ")
            }
        }
        return out
    }

    /// Splits a row at `|`, except inside a code span or after a backslash.
    private static func splitCells(_ row: Substring) -> [String] {
        var cells: [String] = []
        var current = ""
        var inCode = false
        var escaped = false
        for character in row {
            if escaped { current.append(character); escaped = false; continue }
            switch character {
            case "\\": escaped = true
            case "`": inCode.toggle(); current.append(character)
            case "|" where !inCode: cells.append(current.trimmingCharacters(in: .whitespaces)); current = ""
            default: current.append(character)
            }
        }
        cells.append(current.trimmingCharacters(in: .whitespaces))
        return cells
    }
}
