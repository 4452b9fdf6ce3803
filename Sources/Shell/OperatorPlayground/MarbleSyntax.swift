/// Reads the playground's marble strings: one character per frame of virtual time.
///
/// `-` lets a frame pass; a letter or digit is a value at that frame; `|` completes; `#` fails;
/// `(ab|)` puts several events on one frame; `^` (hot streams only) marks where `play`
/// subscribes. Blanks are ignored so long diagrams can be grouped for reading.
public enum MarbleSyntax {
    /// One event read from a diagram, `frame` counted from the diagram's first character.
    public struct Entry: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            case value(PlayValue)
            case completed
            case error
        }
        public var frame: Int
        public var kind: Kind
    }

    /// The events of a diagram and, for hot streams, the frame of `^`.
    public struct Parsed: Equatable, Sendable {
        public var entries: [Entry]
        public var subscriptionFrame: Int?
        /// Frames the diagram spans, for sizing the picture and the run.
        public var length: Int
    }

    /// Longest diagram accepted, in characters: keeps a mistyped paste from scheduling
    /// millions of events.
    public static let maximumLength = 500

    /// Checks a diagram at parse time so `let` reports mistakes where they were typed.
    public static func validate(_ diagram: String, temperature: Temperature) throws(ShellError) {
        _ = try parse(diagram, temperature: temperature)
    }

    public static func parse(_ diagram: String, temperature: Temperature) throws(ShellError) -> Parsed {
        func failure(_ reason: String) -> ShellError { .badMarbles(diagram: diagram, reason: reason) }
        guard diagram.count <= maximumLength else { throw failure("it is longer than \(maximumLength) characters") }
        var entries: [Entry] = []
        var frame = 0
        var groupFrame: Int? = nil
        var subscription: Int? = nil
        var terminated = false
        for char in diagram {
            let at = groupFrame ?? frame
            switch char {
            case " ":
                continue
            case "-":
                guard groupFrame == nil else { throw failure("'-' cannot appear inside ( )") }
            case "(":
                guard groupFrame == nil else { throw failure("groups cannot nest") }
                groupFrame = frame
                continue
            case ")":
                guard groupFrame != nil else { throw failure("')' without '('") }
                groupFrame = nil
            case "^":
                guard temperature == .hot else { throw failure("'^' marks the subscription of a hot stream; cold streams start when subscribed") }
                guard subscription == nil else { throw failure("only one '^' is allowed") }
                guard groupFrame == nil else { throw failure("'^' cannot appear inside ( )") }
                subscription = at
            case "|", "#":
                guard !terminated else { throw failure("a stream ends only once ('|' or '#')") }
                terminated = true
                entries.append(Entry(frame: at, kind: char == "|" ? .completed : .error))
            default:
                guard char.isLetter || char.isNumber else {
                    throw failure("'\(char)' is not a marble; use - for time, a letter or digit for a value, | to complete, # to fail")
                }
                guard !terminated else { throw failure("value '\(char)' comes after the stream ended") }
                entries.append(Entry(frame: at, kind: .value(PlayValue(literal: String(char)))))
            }
            if groupFrame == nil { frame += 1 }
        }
        if groupFrame != nil { throw failure("'(' is never closed") }
        return Parsed(entries: entries, subscriptionFrame: subscription, length: frame)
    }
}
