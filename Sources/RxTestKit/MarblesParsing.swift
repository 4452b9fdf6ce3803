import Rx

extension Marbles {
    /// Parses `marbles` into recorded events; each value symbol is looked up in `values`.
    ///
    /// Without `^` the first character is time 0 (what a cold observable wants). With `^`, the
    /// `^` character sits at `subscribedAt` and the others are placed around it (what a hot
    /// observable under `TestScheduler.start` wants). Throws `MarbleSyntaxError` for an unknown
    /// symbol, an unclosed or nested group, a second `^`, `!`, or an event after `|` or `#`.
    public static func parse<Element>(
        _ marbles: String,
        values: [Character: Element],
        error: Swift.Error = MarbleError(),
        tickWidth: TestTime = Marbles.defaultTickWidth,
        subscribedAt: TestTime = TestScheduler.Defaults.subscribed
    ) throws -> [Recorded<Event<Element>>] {
        let timeline = try MarbleTimelineReader(marbles: marbles, allowed: .events) { symbol in values[symbol] != nil }.read()
        let origin: TestTime
        if let caretTick = timeline.caretTick {
            origin = subscribedAt - caretTick * tickWidth
        } else {
            origin = 0
        }
        return timeline.marks.compactMap { mark -> Recorded<Event<Element>>? in
            let time = origin + mark.tick * tickWidth
            switch mark.symbol {
            case "|": return Recorded(time: time, value: .completed)
            case "#": return Recorded(time: time, value: .error(error))
            case "^": return nil
            default:
                guard let value = values[mark.symbol] else { return nil }
                return Recorded(time: time, value: .next(value))
            }
        }
    }

    /// Parses `marbles` into recorded events whose elements are the symbols themselves, as
    /// one-character strings.
    public static func parse(
        _ marbles: String,
        error: Swift.Error = MarbleError(),
        tickWidth: TestTime = Marbles.defaultTickWidth,
        subscribedAt: TestTime = TestScheduler.Defaults.subscribed
    ) throws -> [Recorded<Event<String>>] {
        var values: [Character: String] = [:]
        for character in marbles where !MarbleTimelineReader.isSyntax(character) {
            values[character] = String(character)
        }
        return try parse(marbles, values: values, error: error, tickWidth: tickWidth, subscribedAt: subscribedAt)
    }

    /// Parses a subscription line such as `"--^---!"`: `^` subscribes, `!` unsubscribes,
    /// and without `!` the subscription never ends. The first character is time 0.
    public static func subscription(_ marbles: String, tickWidth: TestTime = Marbles.defaultTickWidth) throws -> Subscription {
        let timeline = try MarbleTimelineReader(marbles: marbles, allowed: .subscription) { _ in false }.read()
        guard let subscribe = timeline.marks.first(where: { $0.symbol == "^" }) else {
            throw MarbleSyntaxError(marbles: marbles, column: 1, reason: "a subscription line needs a ^ where it subscribes, e.g. \"--^---!\"")
        }
        guard let unsubscribe = timeline.marks.first(where: { $0.symbol == "!" }) else {
            return Subscription(subscribe.tick * tickWidth)
        }
        return Subscription(subscribe.tick * tickWidth, unsubscribe.tick * tickWidth)
    }
}

/// Reads the shape of a marble line: which symbol sits on which tick. Shared by event lines
/// and subscription lines, which allow different symbols.
struct MarbleTimelineReader {
    enum Kind { case events, subscription }

    struct Mark {
        let tick: Int
        let symbol: Character
    }

    struct Timeline {
        var marks: [Mark] = []
        var caretTick: Int?
    }

    static func isSyntax(_ character: Character) -> Bool {
        "-|#^()! \t".contains(character)
    }

    let marbles: String
    let allowed: Kind
    let isValue: (Character) -> Bool

    init(marbles: String, allowed: Kind, isValue: @escaping (Character) -> Bool) {
        self.marbles = marbles
        self.allowed = allowed
        self.isValue = isValue
    }

    func read() throws -> Timeline {
        var timeline = Timeline()
        var tick = 0
        var groupStart: (tick: Int, column: Int, count: Int)?
        var terminatedAt: Int?
        var unsubscribed = false

        func fail(_ column: Int, _ reason: String) -> MarbleSyntaxError {
            MarbleSyntaxError(marbles: marbles, column: column, reason: reason)
        }

        for (offset, character) in marbles.enumerated() {
            let column = offset + 1
            switch character {
            case " ", "\t":
                continue
            case "-":
                if groupStart != nil { throw fail(column, "- cannot stand inside a group; close it with ) first") }
                tick += 1
                continue
            case "(":
                if groupStart != nil { throw fail(column, "groups cannot nest; close the open group with ) first") }
                groupStart = (tick, column, 0)
                continue
            case ")":
                guard let group = groupStart else { throw fail(column, ") without an opening (") }
                if group.count == 0 { throw fail(column, "an empty group () has no events; write - to let time pass") }
                groupStart = nil
                tick += 1
                continue
            default:
                break
            }

            let eventTick = groupStart?.tick ?? tick
            switch (character, allowed) {
            case ("^", _):
                if timeline.caretTick != nil { throw fail(column, "only one ^ (the subscription point) is allowed") }
                timeline.caretTick = eventTick
            case ("!", .subscription):
                if timeline.caretTick == nil { throw fail(column, "! (unsubscribe) must come after ^ (subscribe)") }
                if unsubscribed { throw fail(column, "only one ! is allowed") }
                unsubscribed = true
            case ("!", .events):
                throw fail(column, "! only belongs in subscription lines; end an event line with | or #")
            case ("|", .events), ("#", .events):
                if terminatedAt != nil { throw fail(column, "nothing can follow | or #: the sequence has ended") }
                terminatedAt = column
            case (_, .events) where isValue(character):
                if terminatedAt != nil { throw fail(column, "nothing can follow | or #: the sequence has ended") }
            case (_, .events):
                throw fail(column, "'\(character)' is not in the value map; add it to values, or write - to let time pass")
            case (_, .subscription):
                throw fail(column, "'\(character)' cannot appear in a subscription line; use -, ^ and !")
            }
            timeline.marks.append(Mark(tick: eventTick, symbol: character))
            if var group = groupStart {
                group.count += 1
                groupStart = group
            } else {
                tick += 1
            }
        }
        if let group = groupStart {
            throw fail(group.column, "the group opened here is not closed; add )")
        }
        return timeline
    }
}
