import Rx

/// Renders the difference between an expected and an actual list as a side-by-side table,
/// shared by the XCTest and Swift Testing assertions. `nil` means the lists are equal.
///
/// Rows that differ are marked with `>`; a missing row shows `(none)`.
package enum EventsDiff {
    package static func describe<Item>(
        what: String,
        expected: [Item],
        actual: [Item],
        equal: (Item, Item) -> Bool,
        describe: (Item) -> String
    ) -> String? {
        let count = max(expected.count, actual.count)
        var firstDifference: Int?
        var rows: [(mark: Bool, expected: String, actual: String)] = []
        for index in 0..<count {
            let left = index < expected.count ? expected[index] : nil
            let right = index < actual.count ? actual[index] : nil
            let same: Bool
            if let left, let right { same = equal(left, right) } else { same = false }
            if !same && firstDifference == nil { firstDifference = index }
            rows.append((!same, left.map(describe) ?? "(none)", right.map(describe) ?? "(none)"))
        }
        guard let firstDifference else { return nil }
        let indexWidth = String(max(count - 1, 0)).count
        let expectedWidth = max("expected".count, rows.map(\.expected.count).max() ?? 0)
        var lines = ["\(what) differ: expected \(expected.count), got \(actual.count); first difference at #\(firstDifference)"]
        lines.append("  " + pad("#", indexWidth) + "  " + pad("expected", expectedWidth) + "  actual")
        for (index, row) in rows.enumerated() {
            lines.append((row.mark ? "> " : "  ") + pad(String(index), indexWidth) + "  " + pad(row.expected, expectedWidth) + "  " + row.actual)
        }
        return lines.joined(separator: "\n")
    }

    /// The difference between two recorded-event lists, or `nil` when equal.
    package static func recorded<Element: Equatable>(expected: [Recorded<Event<Element>>], actual: [Recorded<Event<Element>>]) -> String? {
        describe(what: "Recorded events", expected: expected, actual: actual, equal: { $0 == $1 }, describe: { describeRecorded($0) })
            .map { table in MarbleDifference.draw(expected: expected, actual: actual).map { table + "\n" + $0 } ?? table }
    }

    /// The difference between two event lists, or `nil` when equal.
    package static func events<Element: Equatable>(expected: [Event<Element>], actual: [Event<Element>]) -> String? {
        describe(what: "Events", expected: expected, actual: actual, equal: { $0 == $1 }, describe: { describeEvent($0) })
    }

    /// The difference between two lists of `Single` outcomes, or `nil` when equal.
    package static func singleEvents<Element: Equatable>(expected: [SingleEvent<Element>], actual: [SingleEvent<Element>]) -> String? {
        describe(what: "Single events", expected: expected, actual: actual, equal: singleEventsEqual) { event in
            switch event {
            case .success(let element): return "success(\(String(reflecting: element)))"
            case .failure(let error): return "failure(\(String(reflecting: error)))"
            }
        }
    }

    /// The difference between two lists of `Maybe` outcomes, or `nil` when equal.
    package static func maybeEvents<Element: Equatable>(expected: [MaybeEvent<Element>], actual: [MaybeEvent<Element>]) -> String? {
        describe(what: "Maybe events", expected: expected, actual: actual, equal: { $0 == $1 }) { event in
            switch event {
            case .success(let element): return "success(\(String(reflecting: element)))"
            case .error(let error): return "error(\(String(reflecting: error)))"
            case .completed: return "completed"
            }
        }
    }

    /// The difference between two lists of `Completable` outcomes, or `nil` when equal.
    package static func completableEvents(expected: [CompletableEvent], actual: [CompletableEvent]) -> String? {
        describe(what: "Completable events", expected: expected, actual: actual, equal: { $0 == $1 }) { event in
            switch event {
            case .error(let error): return "error(\(String(reflecting: error)))"
            case .completed: return "completed"
            }
        }
    }

    /// What `XCTAssertRecordedElements` and `expectRecordedElements` check: only `.next`
    /// events, with these elements in order, times ignored. `nil` when it holds.
    package static func recordedElements<Element: Equatable>(_ stream: [Recorded<Event<Element>>], expected: [Element]) -> String? {
        if let stop = stream.first(where: { $0.value.isStopEvent }) {
            return "Expected only next events, but the stream has \(describeRecorded(stop))"
        }
        let elements = stream.compactMap { $0.value.element }
        return describe(what: "Recorded elements", expected: expected, actual: elements, equal: { $0 == $1 }) { String(reflecting: $0) }
    }

    /// `next(210, 2)`, `error(300, TestError())`, `completed(400)`: the factories' spelling.
    package static func describeRecorded<Element>(_ recorded: Recorded<Event<Element>>) -> String {
        switch recorded.value {
        case .next(let element): return "next(\(recorded.time), \(String(reflecting: element)))"
        case .error(let error): return "error(\(recorded.time), \(String(reflecting: error)))"
        case .completed: return "completed(\(recorded.time))"
        }
    }

    package static func describeEvent<Element>(_ event: Event<Element>) -> String {
        switch event {
        case .next(let element): return "next(\(String(reflecting: element)))"
        case .error(let error): return "error(\(String(reflecting: error)))"
        case .completed: return "completed"
        }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
