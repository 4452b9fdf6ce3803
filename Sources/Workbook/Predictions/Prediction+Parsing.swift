extension Prediction {
    /// Why a prediction could not be read, in learner language with an example to copy.
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// Reads what the learner typed after `predict STREAM`.
    ///
    /// A text containing `@` is an event list; anything else is a marble line. The clock and
    /// the stream's recorded count at this moment come from the shell.
    ///
    /// - Parameter frame: ticks per marble character (the playground's frame, 10).
    public init(stream: String, parsing text: String, committedAt: Int, recordedBefore: Int, frame: Int = 10) throws(ParseError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            throw ParseError(message: "the prediction is empty; write a marble line such as `predict \(stream) \"--1--2--|\"` or events such as `predict \(stream) \"1@20 2@50 |@80\"`")
        }
        let events = trimmed.contains("@") ? try Self.eventList(trimmed) : try Self.marbleLine(trimmed, frame: frame)
        self.init(stream: stream, text: trimmed, events: events, committedAt: committedAt, recordedBefore: recordedBefore)
    }

    /// `--10--20--|`: `-` is one frame of time; a value (a run of letters, digits or other
    /// marks) takes one frame however long it is; `|` completes, `#` fails; `(a,b)` or `(ab|)`
    /// puts several events on one frame; blanks are ignored.
    static func marbleLine(_ text: String, frame: Int) throws(ParseError) -> [PredictedEvent] {
        var events: [PredictedEvent] = []
        var position = 0
        var value = ""
        var group: String?
        func endValue() {
            guard !value.isEmpty else { return }
            events.append(PredictedEvent(time: position * frame, event: "next(\(value))"))
            value = ""
            position += 1
        }
        for character in text {
            // Blanks are ignored, except inside a group: `(activated LoggedIn, loaded LoggedIn)`.
            if character == " ", group == nil { continue }
            if var open = group {
                if character == ")" {
                    let parts = open.contains(",") ? open.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                                                   : open.filter { $0 != " " }.map(String.init)
                    for part in parts where !part.isEmpty { events.append(PredictedEvent(time: position * frame, event: Self.event(part))) }
                    group = nil
                    position += 1
                } else if character == "(" {
                    throw ParseError(message: "groups cannot be nested; write one group per frame, e.g. `--(1,2)--|`")
                } else {
                    open.append(character)
                    group = open
                }
                continue
            }
            switch character {
            case "-": endValue(); position += 1
            case "|", "#":
                endValue()
                events.append(PredictedEvent(time: position * frame, event: Self.event(String(character))))
                position += 1
            case "(": endValue(); group = ""
            case ")": throw ParseError(message: "`)` closes a group that was never opened; write a group as `(1,2)`")
            case "^": throw ParseError(message: "leave out `^`: a prediction starts when you commit it, which is when `play` subscribes")
            default: value.append(character)
            }
        }
        if group != nil { throw ParseError(message: "a group is never closed; add `)`, e.g. `--(1,2)--|`") }
        endValue()
        guard !events.isEmpty else {
            throw ParseError(message: "the marble line has no events; mark values, `|` (completed) or `#` (error), e.g. `--1--2--|`")
        }
        return events
    }

    /// `next(10)@20 completed@80`, short `10@20 |@80`, separated by blanks or commas (outside
    /// parentheses).
    static func eventList(_ text: String) throws(ParseError) -> [PredictedEvent] {
        var events: [PredictedEvent] = []
        for item in Self.items(text) {
            guard let at = item.lastIndex(of: "@"), let time = Int(item[item.index(after: at)...]), time >= 0 else {
                throw ParseError(message: "`\(item)` is not an event at a time; write `EVENT@TIME` such as `next(10)@20`, `10@20` or `|@80`")
            }
            let event = Self.event(String(item[..<at]))
            if let last = events.last, last.time > time {
                throw ParseError(message: "`\(item)` comes before `\(last)`; list the events in time order")
            }
            events.append(PredictedEvent(time: time, event: event))
        }
        return events
    }

    /// The event list's items: separated by blanks or commas outside parentheses, so that a
    /// value may hold blanks (`next(attached LoggedIn to Root)@0`).
    private static func items(_ text: String) -> [Substring] {
        var items: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")": depth = max(depth - 1, 0)
            case " " where depth == 0, "," where depth == 0:
                if start < index { items.append(text[start..<index]) }
                start = text.index(after: index)
            default: break
            }
        }
        if start < text.endIndex { items.append(text[start...]) }
        return items
    }

    /// `|` → `completed`, `#` → `error`; `next(...)`, `completed`, `error(...)` as written;
    /// any other word is a value.
    private static func event(_ text: String) -> String {
        switch text {
        case "|", "completed": "completed"
        case "#", "error": "error"
        default:
            (text.hasPrefix("next(") || text.hasPrefix("error(")) && text.hasSuffix(")") ? text : "next(\(text))"
        }
    }
}
