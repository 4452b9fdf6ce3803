/// The one text form of a recorded stream event, shared by the event lines the shell prints,
/// `marbles`, and the workbook's `recorded STREAM next(VALUE)@T` step checks:
/// `next(hello)`, `next(3 labels)`, `completed`, `error(the title service is unavailable)`.
///
/// It is RxSwift's own `Event.description` form, so a check reads the way `print(event)` or
/// RxTest's `Recorded` would print it. A sample that publishes a text value in quotes
/// (CleanSwift's trace summaries quote strings) is shown without them, so what the learner
/// sees printed is exactly what a lesson check can ask for.
public enum EventText {
    /// `"hello"` becomes `hello`; anything else (`["a", "b"]`, `3 labels`, `()`) is kept as is.
    public static func value(_ published: String) -> String {
        guard published.count >= 2, published.first == "\"", published.last == "\"" else { return published }
        let inner = published.dropFirst().dropLast()
        return inner.contains("\"") ? published : String(inner)
    }

    /// `next(VALUE)`, `completed` or `error(REASON)`.
    public static func of(_ kind: StreamEvent.Kind) -> String {
        switch kind {
        case .next(let value): return "next(\(value))"
        case .completed: return "completed"
        case .error(let reason): return "error(\(reason))"
        }
    }
}
