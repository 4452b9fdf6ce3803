/// Colours for terminal output, or none: every renderer takes one and calls `paint`.
///
/// Colour is decided once at start-up by `ColorChoice` (--color, NO_COLOR, isatty), so
/// renderers stay pure and tests render plain text.
public struct TextStyle: Sendable, Equatable {
    public enum Color: String, Sendable {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", blue = "34", magenta = "35", cyan = "36"
    }

    public var colors: Bool

    public init(colors: Bool) { self.colors = colors }

    public static let plain = TextStyle(colors: false)

    public func paint(_ text: String, _ color: Color) -> String {
        guard colors, !text.isEmpty else { return text }
        return "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m"
    }
}
