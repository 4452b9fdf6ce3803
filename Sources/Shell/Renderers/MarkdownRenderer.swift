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
            out += Self.table(table, style: style)
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
        let words = MarkdownInline.words(MarkdownInline.spans(text))
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
    static func table(_ rows: [String], style: TextStyle) -> [String] {
        let cells = rows.map { row -> [String]? in
            var inner = Substring(row)
            if inner.hasPrefix("|") { inner = inner.dropFirst() }
            if inner.hasSuffix("|") { inner = inner.dropLast() }
            let parts = Self.splitCells(inner)
            let isRule = parts.allSatisfy { cell in !cell.isEmpty && cell.allSatisfy { "-: ".contains($0) } }
            return isRule ? nil : parts
        }
        let spans = cells.map { $0?.map(MarkdownInline.spans) }
        let columns = spans.compactMap { $0?.count }.max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in spans.compactMap({ $0 }) {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], MarkdownInline.plainText(cell).count) }
        }
        return spans.map { row in
            guard let row else { return widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") }
            var line = ""
            for index in 0..<columns {
                let cell = index < row.count ? row[index] : []
                let text = MarkdownInline.paint(cell, style: style)
                let padding = widths[index] - MarkdownInline.plainText(cell).count
                line += text + (index == columns - 1 ? "" : String(repeating: " ", count: padding + 2))
            }
            return line
        }
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
