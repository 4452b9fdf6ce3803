/// A failed assertion in an exercise's tests that checks the learner's prediction, worded so
/// the answer is never shown before the learner has committed one.
///
/// A test marks a prediction by starting its assertion message with `actual is your
/// prediction` (`XCTAssertEqual(predictedHotTimeline(), recorded, "actual is your prediction;
/// ...")`). While the prediction is still the starter's empty placeholder (`[]`, `""`), the
/// report says to write one and withholds the expected value; after a committed attempt it
/// shows both and the first item where they differ. Used by `ExerciseResult.learnerText`.
public struct PredictionFailure: Equatable, Sendable {
    /// The start of an assertion message that marks a prediction.
    public static let marker = "actual is your prediction"

    public var predicted: String
    public var expected: String

    /// Nil unless `failure` is a prediction assertion with both values.
    public init?(_ failure: TestFailure) {
        guard let expected = failure.expected, let actual = failure.actual,
              let range = failure.message.range(of: "\") - ", options: .backwards),
              failure.message[range.upperBound...].trimmingCharacters(in: .whitespaces).hasPrefix(Self.marker) else { return nil }
        self.predicted = actual
        self.expected = expected
    }

    /// The starter's placeholder is still there: nothing was predicted yet.
    public var isEmpty: Bool {
        ["[]", "\"\"", "", "nil", "[:]"].contains(predicted.trimmingCharacters(in: .whitespaces))
    }

    /// The report's lines under the test's name, indented like the other failures.
    public var lines: [String] {
        if isEmpty {
            return ["      no prediction yet: write yours in the starter (it still returns \(predicted)).",
                    "      The real timeline is shown after your first attempt."]
        }
        var lines = ["      you predicted: \(predicted)", "      it was:        \(expected)"]
        if let difference = firstDifference { lines.append("      \(difference)") }
        return lines
    }

    /// `first difference at item 2: you said "next(220, a)"; it was "next(220, b)"`, for list
    /// values; nil when the values are not lists or one merely has more items.
    public var firstDifference: String? {
        guard let mine = Self.items(predicted), let real = Self.items(expected) else { return nil }
        for index in 0..<max(mine.count, real.count) {
            let said = mine.indices.contains(index) ? mine[index] : nil
            let was = real.indices.contains(index) ? real[index] : nil
            if said == was { continue }
            switch (said, was) {
            case (let said?, let was?): return "first difference at item \(index + 1): you said \(said); it was \(was)"
            case (let said?, nil): return "first difference at item \(index + 1): you said \(said); there was nothing more"
            case (nil, let was?): return "first difference at item \(index + 1): you stopped; it went on with \(was)"
            case (nil, nil): return nil
            }
        }
        return nil
    }

    /// `["a", "b, c"]` → `"a"`, `"b, c"`: the top-level items of a Swift array description,
    /// commas inside quotes or brackets kept.
    public static func items(_ text: String) -> [String]? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("["), trimmed.hasSuffix("]") else { return nil }
        let inner = trimmed.dropFirst().dropLast()
        var items: [String] = []
        var current = ""
        var depth = 0
        var quoted = false
        var escaped = false
        for character in inner {
            if escaped { current.append(character); escaped = false; continue }
            switch character {
            case "\\" where quoted: escaped = true; current.append(character)
            case "\"": quoted.toggle(); current.append(character)
            case "[" where !quoted, "(" where !quoted: depth += 1; current.append(character)
            case "]" where !quoted, ")" where !quoted: depth -= 1; current.append(character)
            case "," where !quoted && depth == 0:
                items.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            default: current.append(character)
            }
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty || !items.isEmpty { items.append(last) }
        return items
    }
}
