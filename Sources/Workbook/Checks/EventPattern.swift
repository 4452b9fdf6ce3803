/// How an event written in a check or a prediction matches a recorded event's text.
///
/// `error` stands for any error; a value ending in `*` (`next(displayLabels*)`) matches every
/// value that starts with the text before the star; everything else must match exactly.
/// Used by `StepCheck` (`recorded`) and `PredictionComparison`.
public enum EventPattern {
    public static func matches(_ recorded: String, _ pattern: String) -> Bool {
        if pattern == "error" { return recorded == "error" || recorded.hasPrefix("error(") }
        if pattern.hasSuffix("*)"), pattern.contains("(") {
            return recorded.hasPrefix(pattern.dropLast(2)) && recorded.hasSuffix(")")
        }
        return recorded == pattern
    }
}
