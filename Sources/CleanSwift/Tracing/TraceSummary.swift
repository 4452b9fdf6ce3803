import Foundation

/// A value that says how it should appear in a trace line, instead of its full description.
///
/// Conform models whose default description is long (a list of 50 labels) or private.
public protocol TraceSummarizable {
    /// A few words for the trace, e.g. `3 labels`.
    var traceSummary: String { get }
}

/// Turns the value crossing a boundary into the short text a trace line shows.
public enum TraceSummary {
    /// The longest summary kept; longer ones end in an ellipsis.
    public static let maximumLength = 72

    /// `""` for `Void`, the value's `traceSummary` if it has one, a string quoted, an array
    /// as its elements' summaries, otherwise its description; cut to `maximumLength` characters.
    public static func of(_ value: Any) -> String {
        if value is Void { return "" }
        if let summarizable = value as? TraceSummarizable { return clipped(summarizable.traceSummary) }
        if let text = value as? String { return clipped("\"" + text + "\"") }
        if let array = value as? [Any] { return clipped("[" + array.map(of).joined(separator: ", ") + "]") }
        return clipped(String(describing: value))
    }

    /// `renderLabelList(_:)` becomes `renderLabelList`: what `#function` gives, as a name.
    public static func methodName(_ function: String) -> String {
        guard let parenthesis = function.firstIndex(of: "(") else { return function }
        return String(function[..<parenthesis])
    }

    static func clipped(_ text: String) -> String {
        let singleLine = text.replacingOccurrences(of: "\n", with: " ")
        guard singleLine.count > maximumLength else { return singleLine }
        return String(singleLine.prefix(maximumLength - 1)) + "…"
    }
}
