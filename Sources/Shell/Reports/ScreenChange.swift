/// How one `fire` changed the rendered screen: the lines that appeared and the lines that
/// went, each trimmed, blank lines left out, in screen order.
///
/// Lines are compared as a multiset: a line that moved is unchanged, and of two equal lines
/// only the one that is new counts.
public struct ScreenChange: Equatable, Sendable {
    public var added: [String]
    public var removed: [String]

    public init(added: [String] = [], removed: [String] = []) {
        self.added = added
        self.removed = removed
    }

    /// The change from the screen `before` to the screen `after`, one rendered line each.
    public init(before: [String], after: [String]) {
        self.init(added: Self.lines(after, notIn: before), removed: Self.lines(before, notIn: after))
    }

    /// Nothing appeared and nothing went.
    public var isEmpty: Bool { added.isEmpty && removed.isEmpty }

    private static func lines(_ lines: [String], notIn other: [String]) -> [String] {
        var remaining: [String: Int] = [:]
        for line in other { remaining[trimmed(line), default: 0] += 1 }
        var result: [String] = []
        for line in lines.map(trimmed) where !line.isEmpty {
            if let count = remaining[line], count > 0 {
                remaining[line] = count - 1
            } else {
                result.append(line)
            }
        }
        return result
    }

    private static func trimmed(_ line: String) -> String {
        String(line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
