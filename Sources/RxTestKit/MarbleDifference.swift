import Rx

/// Draws an expected and an actual event list as two marble lines on one time axis, with a
/// caret under the first column where they differ: the picture a failed comparison of
/// recorded events shows next to its table (RxTesting's assertions, the exercise checker).
public enum MarbleDifference {
    /// The drawing, a few lines of text without a trailing newline; nil when both lists are empty.
    ///
    /// The time axis is chosen so that every event gets its own column where it can: one
    /// character per greatest common divisor of the times, at most `maxColumns` characters
    /// (coarser, then, and events that share a column are grouped). Elements whose
    /// description is a single character are drawn as themselves; otherwise each distinct
    /// element gets a letter, and a legend follows.
    public static func draw<Element>(
        expected: [Recorded<Event<Element>>],
        actual: [Recorded<Event<Element>>],
        maxColumns: Int = 60,
        describe: (Element) -> String = { String(reflecting: $0) }
    ) -> String? {
        let all = expected + actual
        guard !all.isEmpty else { return nil }
        let times = all.map(\.time)
        let last = times.max() ?? 0
        var width = times.filter { $0 > 0 }.reduce(0, gcd)
        if width == 0 { width = Marbles.defaultTickWidth }
        var start = 0
        if last / width > maxColumns {
            start = ((times.min() ?? 0) / Marbles.defaultTickWidth) * Marbles.defaultTickWidth
            width = max(width, (last - start + maxColumns - 1) / maxColumns)
        }

        let names = symbols(for: all, describe: describe)
        let symbol: (Element) -> String = { names.symbol[describe($0)] ?? "?" }
        let picture = Marbles.render([MarbleLine("expected", events: expected, symbol: symbol),
                                      MarbleLine("actual", events: actual, symbol: symbol)],
                                     tickWidth: width, from: start)
        let drawn = picture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines = ["Marbles (one character = \(width) tick\(width == 1 ? "" : "s")\(start > 0 ? ", from t=\(start)" : "")):"]
        lines += drawn.map { "  " + $0 }
        // Labels are padded to one width, so the marks start at the same column on both lines.
        // The caret line carries a label too, so that trimming leading spaces (as test runners
        // do to indented output) keeps it aligned.
        let labelWidth = "expected".count + 1
        if drawn.count == 2, let column = firstDifference(drawn[0].dropFirst(labelWidth), drawn[1].dropFirst(labelWidth)) {
            lines.append("  " + "differs".padding(toLength: labelWidth + column) + "^")
        }
        if !names.legend.isEmpty {
            lines.append("  " + names.legend.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    /// One symbol per distinct element description, and the legend when symbols stand for longer text.
    private static func symbols<Element>(for events: [Recorded<Event<Element>>], describe: (Element) -> String) -> (symbol: [String: String], legend: [String]) {
        var descriptions: [String] = []
        for case .next(let element) in events.map(\.value) {
            let text = describe(element)
            if !descriptions.contains(text) { descriptions.append(text) }
        }
        let drawable = descriptions.allSatisfy { $0.count == 1 && !"-|#^()! \t".contains($0) }
        if drawable { return (Dictionary(uniqueKeysWithValues: descriptions.map { ($0, $0) }), []) }
        let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".map(String.init)
        var symbol: [String: String] = [:]
        var legend: [String] = []
        for (index, text) in descriptions.enumerated() {
            let name = index < letters.count ? letters[index] : "?"
            symbol[text] = name
            legend.append("\(name) = \(text)")
        }
        return (symbol, legend)
    }

    private static func firstDifference(_ left: Substring, _ right: Substring) -> Int? {
        let a = Array(left), b = Array(right)
        for index in 0..<max(a.count, b.count) where index >= a.count || index >= b.count || a[index] != b[index] {
            return index
        }
        return nil
    }

    private static func gcd(_ a: TestTime, _ b: TestTime) -> TestTime {
        b == 0 ? a : gcd(b, a % b)
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
