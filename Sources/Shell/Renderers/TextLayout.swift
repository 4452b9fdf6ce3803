/// Small helpers for aligned columns, shared by the renderers.
enum TextLayout {
    /// Pads on the right to `width` characters (no-op if already wider).
    static func padRight(_ text: String, _ width: Int) -> String {
        let count = text.count
        return count >= width ? text : text + String(repeating: " ", count: width - count)
    }

    /// Pads on the left to `width` characters.
    static func padLeft(_ text: String, _ width: Int) -> String {
        let count = text.count
        return count >= width ? text : String(repeating: " ", count: width - count) + text
    }
}
