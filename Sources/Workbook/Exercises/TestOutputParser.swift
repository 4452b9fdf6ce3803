import Foundation

/// Reads XCTest and Swift Testing console output (compiler errors are read by the toolchain's
/// `CompilerDiagnostic.errors(in:)`). Pure functions over text, so they are tested on captured
/// real output without building anything.
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

        var continuedFailure: String?
        for line in TextLines.split(output) {
            let continuing = continuedFailure
            continuedFailure = nil
            if let name = between(line, "Test Case '", "' started") {
                running = name
                lastIssueTest = nil
            } else if let (name, status, seconds) = xcTestFinish(line) {
                record(name, status: status, seconds: seconds)
                running = nil
            } else if let (name, failure) = xcTestFailure(line) {
                let (suite, test) = splitXCTestName(name)
                pendingFailures[suite.isEmpty ? test : "\(suite).\(test)", default: []].append(failure)
                continuedFailure = suite.isEmpty ? test : "\(suite).\(test)"
            } else if let key = continuing, let last = pendingFailures[key]?.indices.last,
                      isXCTestContinuation(line, of: pendingFailures[key]?[last].message ?? "") {
                pendingFailures[key]?[last].message += "\n" + line
                continuedFailure = key
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

    // MARK: Text

    /// The text between the first `start` and the following `end`.
    static func between(_ text: some StringProtocol, _ start: String, _ end: String) -> String? {
        guard let open = text.range(of: start), let close = text.range(of: end, range: open.upperBound..<text.endIndex)
        else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }
}
