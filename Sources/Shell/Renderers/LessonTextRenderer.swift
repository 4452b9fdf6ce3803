import Foundation

/// Makes a lesson step's Markdown read well in a terminal: fenced code is indented instead of
/// fenced (so a learner sees `    fire request`, not three backticks and a tag), and `**bold**`
/// loses its asterisks. Everything else (inline `code`, tables, lists) already reads as text.
///
/// Called by `WorkbookLessons` on the step texts `lesson`, `next` and `back` print.
public enum LessonTextRenderer {
    public static func render(_ markdown: String) -> String {
        var out: [String] = []
        var fence: String? = nil
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open), trimmed.allSatisfy({ $0 == "`" || $0 == "~" }) { fence = nil; continue }
                out.append("    " + line)
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix { $0 == trimmed.first })
                continue
            }
            out.append(unbold(String(line)))
        }
        return out.joined(separator: "\n")
    }

    /// `a **b** c` → `a b c`; an unpaired `**` is left alone.
    static func unbold(_ line: String) -> String {
        let parts = line.components(separatedBy: "**")
        guard parts.count >= 3, parts.count % 2 == 1 else { return line }
        return parts.joined()
    }
}
