/// Small helpers for aligned columns, shared by the renderers.
enum TextLayout {
    /// Pads on the right to `width` characters (no-op if already wider).
    static func padRight(_ text: String, _ width: Int) -> String {
        let count = text.count
        return count >= width ? text : text + String(repeating: " ", count: width - count)
    }

    /// Breaks `text` at spaces into lines of at most `width` characters (a longer word keeps
    /// its own line).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return line.isEmpty ? lines : lines + [line]
    }

    /// Pads on the left to `width` characters.
    static func padLeft(_ text: String, _ width: Int) -> String {
        let count = text.count
        return count >= width ? text : String(repeating: " ", count: width - count) + text
    }
}
