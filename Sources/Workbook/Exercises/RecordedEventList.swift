import Foundation
import Rx
import RxTestKit

/// Reads recorded events back from the text a failed assertion printed, so that `check` can
/// draw them as marbles: `[next(1) @ 210, completed @ 300]` (how `Recorded` describes itself
/// in `XCTAssertEqual` and `#expect` failures) and RxTesting's table cells
/// (`next(210, "a")`, `error(300, Boom())`, `completed(300)`).
///
/// Elements stay text: the drawing only needs to tell them apart.
enum RecordedEventList {
    /// The error an `error(...)` event carried, as it was printed.
    struct PrintedError: Error, CustomStringConvertible {
        let description: String
    }

    /// `[next(1) @ 210, ...]` → events; nil when the text is not such a list (or is empty).
    static func parseList(_ text: String) -> [Recorded<Event<String>>]? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("["), trimmed.hasSuffix("]") else { return nil }
        let items = splitTopLevel(String(trimmed.dropFirst().dropLast()), separator: ",")
        guard !items.isEmpty else { return nil }
        var events: [Recorded<Event<String>>] = []
        for item in items {
            guard let at = item.range(of: " @ ", options: .backwards),
                  let time = Int(item[at.upperBound...].trimmingCharacters(in: .whitespaces)),
                  let event = event(String(item[..<at.lowerBound]).trimmingCharacters(in: .whitespaces), timed: false)
            else { return nil }
            events.append(Recorded(time: time, value: event.value))
        }
        return events
    }

    /// One table cell: `next(210, "a")` → (210, .next("\"a\"")); nil for `(none)` or other text.
    static func parseCell(_ text: String) -> Recorded<Event<String>>? {
        event(text.trimmingCharacters(in: .whitespaces), timed: true)
    }

    /// Splits the two cells of a table row (`> 1  next(220, 3)    next(230, 3)`), ignoring
    /// the marker and index; a cell is `(none)` or an event with balanced parentheses.
    static func rowCells(_ row: String) -> (String, String)? {
        var rest = Substring(row.trimmingCharacters(in: .whitespaces))
        if rest.hasPrefix(">") { rest = rest.dropFirst().drop { $0 == " " } }
        rest = rest.drop { $0.isNumber }
        guard rest.first == " " else { return nil }
        rest = rest.drop { $0 == " " }
        guard let first = cell(&rest) else { return nil }
        rest = rest.drop { $0 == " " }
        guard let second = cell(&rest), rest.allSatisfy({ $0 == " " }) else { return nil }
        return (first, second)
    }

    private static func cell(_ text: inout Substring) -> String? {
        if text.hasPrefix("(none)") {
            text = text.dropFirst("(none)".count)
            return "(none)"
        }
        guard let open = text.firstIndex(of: "("), text[..<open].allSatisfy(\.isLetter) else {
            if text.hasPrefix("completed") {
                text = text.dropFirst("completed".count)
                return "completed"
            }
            return nil
        }
        guard let close = matchingParenthesis(in: text, from: open) else { return nil }
        let cell = String(text[...close])
        text = text[text.index(after: close)...]
        return cell
    }

    /// `next(x)`, `error(x)`, `completed`; with `timed`, `next(210, x)`, `error(300, x)`, `completed(300)`.
    private static func event(_ text: String, timed: Bool) -> Recorded<Event<String>>? {
        if !timed && text == "completed" { return Recorded(time: 0, value: .completed) }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let kind = text[..<open]
        var payload = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        var time = 0
        if timed {
            let parts = splitTopLevel(payload, separator: ",", limit: 1)
            guard let first = parts.first, let parsed = Int(first.trimmingCharacters(in: .whitespaces)) else { return nil }
            time = parsed
            payload = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        }
        switch kind {
        case "next": return Recorded(time: time, value: .next(payload))
        case "error": return Recorded(time: time, value: .error(PrintedError(description: payload)))
        case "completed" where timed && payload.isEmpty: return Recorded(time: time, value: .completed)
        default: return nil
        }
    }

    /// Splits at `separator` outside parentheses, brackets and string literals.
    private static func splitTopLevel(_ text: String, separator: Character, limit: Int = .max) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth -= 1
            } else if character == separator && depth == 0 && parts.count < limit {
                parts.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty || !parts.isEmpty { parts.append(current) }
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private static func matchingParenthesis(in text: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var inString = false
        var escaped = false
        var index = open
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
