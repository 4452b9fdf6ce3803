import Foundation

/// Reads XCTest and Swift Testing console output and compiler errors. Pure functions over
/// text, so they are tested on captured real output without building anything.
///
/// Called by `ExerciseChecker` on the output of `swift build` and `swift test`.
public enum TestOutputParser {
    /// Parses the combined output of `swift test` (stdout and stderr).
    public static func parseTestOutput(_ output: String) -> TestRun {
        var cases: [TestCaseResult] = []
        var pendingFailures: [String: [TestFailure]] = [:]
        var running: String?
        var lastIssueTest: String?
        var crashMessage: String?
        var crashLocation: String?
        var signalled = false

        func record(_ name: String, status: TestCaseResult.Status, seconds: Double?) {
            let (suite, test) = splitXCTestName(name)
            let key = suite.isEmpty ? test : "\(suite).\(test)"
            let failures = pendingFailures.removeValue(forKey: key) ?? []
            if let index = cases.firstIndex(where: { $0.qualifiedName == key }) {
                cases[index].status = status
                cases[index].failures += failures
                cases[index].seconds = seconds
            } else {
                cases.append(TestCaseResult(suite: suite, name: test, status: status, failures: failures, seconds: seconds))
            }
        }

        for line in TextLines.split(output) {
            if let name = between(line, "Test Case '", "' started") {
                running = name
                lastIssueTest = nil
            } else if let (name, status, seconds) = xcTestFinish(line) {
                record(name, status: status, seconds: seconds)
                running = nil
            } else if let (name, failure) = xcTestFailure(line) {
                let (suite, test) = splitXCTestName(name)
                pendingFailures[suite.isEmpty ? test : "\(suite).\(test)", default: []].append(failure)
            } else if let (name, failure) = swiftTestingIssue(line) {
                pendingFailures[name, default: []].append(failure)
                lastIssueTest = name
            } else if let (name, status, seconds) = swiftTestingFinish(line) {
                record(name, status: status, seconds: seconds)
                lastIssueTest = nil
            } else if let range = line.range(of: "Fatal error: ") ?? line.range(of: "Precondition failed: ")
                        ?? line.range(of: "Assertion failed: "), crashMessage == nil {
                crashMessage = String(line[range.lowerBound...]).trimmingCharacters(in: .whitespaces)
                let before = line[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
                if before.hasSuffix(":") { crashLocation = String(before.dropLast()) }
            } else if line.contains("exited with unexpected signal code") || line.contains("*** Program crashed") {
                signalled = true
            } else if let test = lastIssueTest, isSwiftTestingDetail(line), let last = pendingFailures[test]?.indices.last {
                pendingFailures[test]?[last].message += "\n" + line.trimmingCharacters(in: .whitespaces)
            }
        }

        var crash: TestCrash?
        if crashMessage != nil || signalled || running != nil {
            if let running {
                record(running, status: .crashed, seconds: nil)
            }
            crash = TestCrash(testName: running.map { splitXCTestName($0).1 },
                              message: crashMessage ?? "the test process stopped unexpectedly", location: crashLocation)
        }
        return TestRun(cases: cases, crash: crash)
    }

    /// The compiler errors (`file:line:col: error: message`) in `swift build` output, without repeats.
    public static func compilerErrors(_ output: String) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        for line in TextLines.split(output) {
            guard let marker = line.range(of: ": error: ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let column = Int(location[location.count - 1]),
                  let number = Int(location[location.count - 2]) else { continue }
            let file = location.dropLast(2).joined(separator: ":")
            let diagnostic = CompilerDiagnostic(file: file, line: number, column: column,
                                                message: String(line[marker.upperBound...]))
            if !result.contains(diagnostic) { result.append(diagnostic) }
        }
        return result
    }

    // MARK: XCTest

    /// `Test Case 'S.t' passed (0.001 seconds)` → ("S.t", .passed, 0.001).
    static func xcTestFinish(_ line: String) -> (String, TestCaseResult.Status, Double?)? {
        guard line.hasPrefix("Test Case '") else { return nil }
        for (word, status) in [("passed", TestCaseResult.Status.passed), ("failed", .failed), ("skipped", .skipped)] {
            guard let name = between(line, "Test Case '", "' \(word) (") else { continue }
            let seconds = between(line, "' \(word) (", " seconds)").flatMap(Double.init)
            return (name, status, seconds)
        }
        return nil
    }

    /// `/path/T.swift:6: error: S.t : XCTAssertEqual failed: ("a") is not equal to ("b") - msg`.
    static func xcTestFailure(_ line: String) -> (String, TestFailure)? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let rest = line[marker.upperBound...]
        guard let separator = rest.range(of: " : ") else { return nil }
        let name = String(rest[..<separator.lowerBound])
        guard !name.contains(" ") || name.hasPrefix("-[") else { return nil }
        let location = line[..<marker.lowerBound]
        var file: String?
        var number: Int?
        if let colon = location.lastIndex(of: ":"), let parsed = Int(location[location.index(after: colon)...]) {
            let path = String(location[..<colon])
            if path != "<EXPR>", parsed > 0 { file = path; number = parsed }
        }
        var message = String(rest[separator.upperBound...])
        if message.hasSuffix(" - ") { message.removeLast(3) }
        var failure = TestFailure(file: file, line: number, message: message)
        if let (actual, expected) = equalityOperands(message) {
            failure.actual = actual
            failure.expected = expected
        }
        return (name, failure)
    }

    /// `XCTAssertEqual failed: ("actual") is not equal to ("expected")`; XCTest puts the first
    /// argument first, and by convention that is the value under test.
    static func equalityOperands(_ message: String) -> (String, String)? {
        for prefix in ["XCTAssertEqual failed: (\"", "XCTAssertEqualWithAccuracy failed: (\""] {
            guard let start = message.range(of: prefix),
                  let middle = message.range(of: "\") is not equal to (\"", range: start.upperBound..<message.endIndex)
            else { continue }
            let actual = String(message[start.upperBound..<middle.lowerBound])
            let tail = message[middle.upperBound...]
            guard let end = tail.range(of: "\")", options: .backwards) else { continue }
            return (actual, String(tail[..<end.lowerBound]))
        }
        return nil
    }

    /// `S.t` → ("S", "t"); `-[Module.S t]` (macOS) → ("S", "t"); a bare name → ("", name).
    static func splitXCTestName(_ name: String) -> (String, String) {
        if name.hasPrefix("-["), name.hasSuffix("]") {
            let inner = name.dropFirst(2).dropLast()
            let parts = inner.split(separator: " ", maxSplits: 1)
            if parts.count == 2 {
                let suite = parts[0].split(separator: ".").last.map(String.init) ?? String(parts[0])
                return (suite, String(parts[1]))
            }
        }
        guard !name.hasSuffix(")"), let dot = name.lastIndex(of: ".") else { return ("", name) }
        let suite = name[..<dot].split(separator: ".").last.map(String.init) ?? ""
        return (suite, String(name[name.index(after: dot)...]))
    }

    // MARK: Swift Testing

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

    // MARK: Text

    /// The text between the first `start` and the following `end`.
    static func between(_ text: some StringProtocol, _ start: String, _ end: String) -> String? {
        guard let open = text.range(of: start), let close = text.range(of: end, range: open.upperBound..<text.endIndex)
        else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }
}
