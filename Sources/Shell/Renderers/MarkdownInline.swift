/// The inline part of lesson Markdown: `code`, **strong**, [links](url), split into words that
/// keep their style, so a paragraph can be wrapped on visible width and painted afterwards.
///
/// Used by `MarkdownRenderer` for paragraphs, list items, headings and table cells.
enum MarkdownInline {
    enum Style: Equatable { case plain, code, strong }

    /// A piece of text in one style; `text` is what the learner sees (no backticks, no stars).
    struct Span: Equatable {
        var text: String
        var style: Style
    }

    /// Splits inline Markdown into styled spans. A backtick with no partner and a `**` with no
    /// partner stay as typed.
    static func spans(_ text: String) -> [Span] {
        var spans: [Span] = []
        var plain = ""
        var strong = false
        var rest = Substring(text)
        func flush() {
            if !plain.isEmpty { spans.append(Span(text: plain, style: strong ? .strong : .plain)) }
            plain = ""
        }
        while let character = rest.first {
            if character == "`" {
                let ticks = rest.prefix { $0 == "`" }
                let after = rest.dropFirst(ticks.count)
                if let close = after.range(of: String(ticks)) {
                    flush()
                    var code = String(after[..<close.lowerBound])
                    if code.hasPrefix(" "), code.hasSuffix(" "), code.count > 2 { code = String(code.dropFirst().dropLast()) }
                    spans.append(Span(text: code, style: .code))
                    rest = after[close.upperBound...]
                    continue
                }
                plain += ticks
                rest = after
                continue
            }
            if rest.hasPrefix("**"), strong || rest.dropFirst(2).contains("**") {
                flush()
                strong.toggle()
                rest = rest.dropFirst(2)
                continue
            }
            if character == "[", let link = Self.link(in: rest) {
                plain += link.text
                rest = link.rest
                continue
            }
            plain.append(character)
            rest = rest.dropFirst()
        }
        flush()
        return spans
    }

    /// `[text](target)` → its text; nil when `rest` does not start with a whole link.
    private static func link(in rest: Substring) -> (text: String, rest: Substring)? {
        guard let closeText = rest.firstIndex(of: "]") else { return nil }
        let afterText = rest[rest.index(after: closeText)...]
        guard afterText.first == "(", let closeTarget = afterText.firstIndex(of: ")") else { return nil }
        return (String(rest[rest.index(after: rest.startIndex)..<closeText]), afterText[afterText.index(after: closeTarget)...])
    }

    /// Words for wrapping: plain and strong text split at blanks; a code span is never split
    /// (`fire create name=Birds` stays on one line), so a line may only break between words.
    static func words(_ spans: [Span]) -> [[Span]] {
        var words: [[Span]] = []
        var current: [Span] = []
        for span in spans {
            for character in span.text {
                if span.style != .code, character == " " || character == "\t" {
                    if !current.isEmpty { words.append(current) }
                    current = []
                } else if let last = current.last, last.style == span.style {
                    current[current.count - 1].text.append(character)
                } else {
                    current.append(Span(text: String(character), style: span.style))
                }
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Visible width of a word.
    static func width(_ word: [Span]) -> Int { word.reduce(0) { $0 + $1.text.count } }

    /// The visible text of some spans, for measuring (table cells).
    static func plainText(_ spans: [Span]) -> String { spans.map(\.text).joined() }

    /// Paints spans: code in cyan, strong in bold, when colour is on; as plain text otherwise.
    static func paint(_ spans: [Span], style: TextStyle) -> String {
        spans.map { span in
            switch span.style {
            case .plain: span.text
            case .code: style.paint(span.text, .cyan)
            case .strong: style.paint(span.text, .bold)
            }
        }.joined()
    }
}
