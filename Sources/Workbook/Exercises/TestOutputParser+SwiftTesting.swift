import Foundation

/// Swift Testing console lines; the leading symbol differs by platform and is skipped.
extension TestOutputParser {
    /// `✘ Test f() recorded an issue at F.swift:15:32: Expectation failed: (x → 1) == 2`.
    static func swiftTestingIssue(_ line: String) -> (String, TestFailure)? {
        guard let (name, rest) = swiftTestingSubject(line), let issue = rest.range(of: "recorded an issue") else { return nil }
        guard let at = rest.range(of: " at ", range: issue.upperBound..<rest.endIndex) else {
            return (name, TestFailure(file: nil, line: nil, message: String(rest[issue.upperBound...]).trimmingCharacters(in: .whitespaces)))
        }
        let afterAt = rest[at.upperBound...]
        guard let colonSpace = afterAt.range(of: ": ") else { return nil }
        let location = afterAt[..<colonSpace.lowerBound].split(separator: ":")
        let message = String(afterAt[colonSpace.upperBound...])
        var failure = TestFailure(file: location.first.map(String.init),
                                  line: location.count > 1 ? Int(location[1]) : nil, message: message)
        if let (actual, expected) = expectationOperands(message) {
            failure.actual = actual
            failure.expected = expected
        }
        return (name, failure)
    }

    /// `Expectation failed: (numbers() → [1, 2]) == [1, 2, 3]` → ("[1, 2]", "[1, 2, 3]").
    static func expectationOperands(_ message: String) -> (String, String)? {
        guard message.hasPrefix("Expectation failed: ("), let arrow = message.range(of: " → "),
              let equals = message.range(of: ") == ", range: arrow.upperBound..<message.endIndex) else { return nil }
        let actual = String(message[arrow.upperBound..<equals.lowerBound])
        var expected = String(message[equals.upperBound...])
        if expected.hasPrefix("("), expected.hasSuffix(")"), let inner = expected.range(of: " → ") {
            expected = String(expected[inner.upperBound..<expected.index(before: expected.endIndex)])
        }
        return (actual, expected)
    }

    /// `✔ Test f() passed after 0.001 seconds.` / `✘ Test f() failed after ... with 1 issue.`
    static func swiftTestingFinish(_ line: String) -> (String, TestCaseResult.Status, Double?)? {
        guard let (name, rest) = swiftTestingSubject(line) else { return nil }
        for (word, status) in [("passed after ", TestCaseResult.Status.passed), ("failed after ", .failed), ("skipped", .skipped)]
        where rest.hasPrefix(word) {
            let seconds = between(rest, word, " seconds").flatMap(Double.init)
            return (name, status, seconds)
        }
        return nil
    }

    /// Splits `<symbol> Test NAME <rest>`; NAME is a function (`f()`, `f(x:)`) or a quoted display name.
    /// The symbol differs between platforms (`✔`/`✘` here, SF Symbols on macOS), so it is skipped, not matched.
    static func swiftTestingSubject(_ line: String) -> (String, String)? {
        guard let space = line.firstIndex(of: " ") else { return nil }
        let afterSymbol = line[line.index(after: space)...]
        guard afterSymbol.hasPrefix("Test "), !afterSymbol.hasPrefix("Test run ") else { return nil }
        let subject = afterSymbol.dropFirst("Test ".count)
        if subject.first == "\"" {
            guard let close = subject.dropFirst().firstIndex(of: "\"") else { return nil }
            let name = String(subject[subject.startIndex...close])
            return (name, subject[subject.index(after: close)...].trimmingCharacters(in: .whitespaces))
        }
        guard let close = subject.firstIndex(of: ")") else { return nil }
        let name = String(subject[...close])
        return (name, subject[subject.index(after: close)...].trimmingCharacters(in: .whitespaces))
    }

    /// Lines after an issue that explain it (`± removed [3]`), as opposed to a new event line.
    static func isSwiftTestingDetail(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return false }
        return swiftTestingSubject(line) == nil && !trimmed.hasPrefix("Test Suite") && !trimmed.contains("Suite ")
            && !trimmed.contains("Test run")
    }
}
