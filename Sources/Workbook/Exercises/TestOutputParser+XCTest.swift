import Foundation

/// XCTest console lines (Linux `S.t` and macOS `-[Module.S t]` names).
extension TestOutputParser {
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
}
